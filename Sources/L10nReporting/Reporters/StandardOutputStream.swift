/// The process's standard output as a `TextOutputStream`: the buffered stream `print` writes
/// to, so a reporter's output and other printed lines stay in order.
public struct StandardOutputStream: TextOutputStream {
    public init() {}

    public mutating func write(_ string: String) {
        print(string, terminator: "")
    }
}
