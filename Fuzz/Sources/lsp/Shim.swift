import DialogFuzzing
import FuzzerDriver

/// libFuzzer calls this once per input; `FuzzTarget.lsp` holds the work and the oracles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.lsp.runOrTrap(data, count: size)
    return 0
}

/// The executable's entry point under SwiftPM (see FuzzerDriver.c): libFuzzer's driver.
@_cdecl("fuzz_lsp_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    dialogc_fuzzer_main(argc, argv)
}
