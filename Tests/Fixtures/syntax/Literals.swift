// Literal forms the tokenizer must get exactly right.
let binary = 0b1010_1010
let octal = 0o755
let hex = 0xFF_FF
let hexFloat = 0x1.8p3
let decimal = 1_000_000
let float = 6.022e23
let negative = -1.5e-3
let range = 1..<10
let closed = 1...10
let described = 0xff.description
let simple = "plain"
let escaped = "quote \" and backslash \\ and tab \t and \u{1F600}"
let nested = "outer \(simple + "inner \(decimal)") done"
let raw = #"raw \(not interpolated) but \#(simple) is"#
let rawer = ##"contains "# inside"##
let multi = """
    first line \(simple)
    continued \
    on the same line
    "quotes" and ""double"" inside
    """
let rawMulti = #"""
    raw multi \#(decimal) and \(literal)
    """#
let empty = ""
let emptyMulti = """
    """
let regex = /[a-z]+\d+/
let extended = #/(?<year>\d{4})-(?<month>\d{2})/#
let multiRegex = #/
    (\w+)   # a word
    \s*
/#
let keyPath = \String.count
let 日本語 = "CJK identifier"
let 😀 = "emoji identifier"
let `class` = "backticked keyword"
let quotient = decimal / 4 / 2
var total = 10
total /= 2
let mapped = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
let match = "abc123".firstMatch(of: /\d+/)
