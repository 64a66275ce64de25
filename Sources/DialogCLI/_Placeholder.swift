import Foundation
public enum CommandLineTool {
    public static func run(arguments: [String]) -> Int32 { 0 }
}
public func exitProcess(_ status: Int32) -> Never { exit(status) }
