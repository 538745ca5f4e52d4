/// `file://` URIs and paths (RFC 8089, RFC 3986 percent-encoding). A URI of another scheme
/// (`untitled:`) is kept as its own "path", so an unsaved buffer is still linted.
public enum FileURI {
    public static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst(7))
        // `file://host/path`: only an empty host or localhost names this machine.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        return percentDecoded(rest)
    }

    public static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var encoded = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
