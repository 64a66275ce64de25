import Dispatch
import Synchronization

/// Work spread over every core with results in input order, so that parallelism never
/// changes what is reported or written.
package enum Parallel {
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        if elements.count < 2 { return elements.map(transform) }
        let results = Mutex<[Result?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = transform(elements[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
