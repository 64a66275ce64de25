import DialogDiagnostics

extension JSONScanner {
    /// Reads a number at its first byte (`-` or a digit).
    ///
    /// Integers of up to 19 digits and decimals of up to 19 significant digits with a small
    /// exponent are computed exactly from the digits (an exact integer times or divided by an
    /// exact power of ten rounds once, correctly); anything else goes to the standard
    /// library's correctly rounded conversion.
    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let integerStart = index
        var mantissa: UInt64 = 0
        var significantDigits = 0
        /// Digits that did not fit in `mantissa`: the value is then not exact.
        var droppedDigits = 0
        var exponent = 0
        var byte = bytes[index]
        if byte == UInt8(ascii: "0") {
            index += 1
            byte = bytes[index]
            if Self.isDigit(byte) { throw leadingZeroError(start: start, zero: integerStart) }
            if byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X") {
                throw JSONSyntaxError(JSONMessage.hexadecimal, at: SourceRange(integerStart, integerStart + wordLength(at: integerStart)))
            }
        } else if Self.isDigit(byte) {
            repeat {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    droppedDigits += 1
                    exponent += 1
                }
                index += 1
                byte = bytes[index]
            } while Self.isDigit(byte)
        } else {
            throw minusWithoutDigitError(minus: start)
        }

        var isInteger = true
        if byte == UInt8(ascii: ".") {
            let point = index
            index += 1
            byte = bytes[index]
            guard Self.isDigit(byte) else {
                let integerPart = String(decoding: UnsafeBufferPointer(start: bytes + start, count: point - start), as: UTF8.self)
                throw JSONSyntaxError(JSONMessage.fractionDigitExpected(integerPart), at: SourceRange(point, point + 1))
            }
            isInteger = false
            repeat {
                if significantDigits < 19 {
                    // Zeros before the first significant digit only move the decimal point.
                    if mantissa != 0 || byte != UInt8(ascii: "0") {
                        mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                        significantDigits += 1
                    }
                    exponent -= 1
                } else {
                    droppedDigits += 1
                }
                index += 1
                byte = bytes[index]
            } while Self.isDigit(byte)
        }

        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            let marker = index
            index += 1
            byte = bytes[index]
            let negativeExponent = byte == UInt8(ascii: "-")
            if negativeExponent || byte == UInt8(ascii: "+") {
                index += 1
                byte = bytes[index]
            }
            guard Self.isDigit(byte) else {
                throw JSONSyntaxError(JSONMessage.exponentDigitExpected, at: SourceRange(marker, marker + 1))
            }
            isInteger = false
            var written = 0
            repeat {
                // Beyond a million the value is 0 or infinite anyway; stop before overflowing.
                if written < 1_000_000 { written = written * 10 + Int(byte &- UInt8(ascii: "0")) }
                index += 1
                byte = bytes[index]
            } while Self.isDigit(byte)
            exponent += negativeExponent ? -written : written
        }

        if isInteger, droppedDigits == 0 {
            if !negative, mantissa <= UInt64(Int64.max) {
                let integer = Int64(mantissa)
                return JSONNumber(double: Double(integer), integer: integer)
            }
            if negative, mantissa <= UInt64(Int64.max) + 1 {
                let integer = mantissa == UInt64(Int64.max) + 1 ? Int64.min : -Int64(mantissa)
                // `-0` is an integer 0 whose double keeps its sign.
                return JSONNumber(double: mantissa == 0 ? -0.0 : Double(integer), integer: integer)
            }
        }

        // The magnitude first; the sign is applied last, so -0.0 keeps its sign.
        var double: Double
        if droppedDigits == 0, exponent == 0 {
            double = Double(mantissa)
        } else if droppedDigits == 0, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let scale = Self.exactPowersOfTen[abs(exponent)]
            double = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
        } else {
            let text = String(decoding: UnsafeBufferPointer(start: bytes + integerStart, count: index - integerStart), as: UTF8.self)
            double = Double(text) ?? .infinity
        }
        if negative { double = -double }
        guard double.isFinite else {
            throw JSONSyntaxError(JSONMessage.numberTooLarge, at: SourceRange(start, index))
        }
        return JSONNumber(double: double, integer: nil)
    }

    /// 10^0 ... 10^22, every one exactly representable as a Double.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func leadingZeroError(start: Int, zero: Int) -> JSONSyntaxError {
        var end = zero
        while Self.isNumberByte(bytes[end]) { end += 1 }
        let literal = String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        var corrected = Substring(literal)
        let sign = corrected.first == "-" ? "-" : ""
        corrected = corrected.drop { $0 == "-" }.drop { $0 == "0" }
        if corrected.first.map({ !$0.isNumber }) ?? true { corrected = "0" + corrected }
        return JSONSyntaxError(JSONMessage.leadingZero(literal, sign + corrected), at: SourceRange(zero, end))
    }

    private func minusWithoutDigitError(minus: Int) -> JSONSyntaxError {
        let word = wordLength(at: minus + 1)
        let text = String(decoding: UnsafeBufferPointer(start: bytes + minus + 1, count: word), as: UTF8.self)
        if text == "Infinity" || text == "infinity" || text == "Inf" || text == "NaN" {
            return JSONSyntaxError(JSONMessage.notANumber("-" + text), at: SourceRange(minus, minus + 1 + word))
        }
        if index == count { return endOfInputError() }
        return JSONSyntaxError(JSONMessage.minusWithoutDigit, at: SourceRange(minus, minus + 1))
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
