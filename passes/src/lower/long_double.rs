//! `long double` literals as cudafe++ prints them.
//!
//! cudafe++ reads a floating literal into the host's type and prints the
//! value back: a `long double` is x87 extended precision (a 64-bit
//! significand) on the hosts nvcc supports, printed in the fewest
//! significant digits that read back as the same value
//! (`3.14159265358979323846264338327950288L` is `3.1415926535897932385L`,
//! `DBL_MAX`'s `1.797...e+308L` is `1.7976931348623157081E308L`, `1e-5L`
//! stays `1.0E-5L` though its value is 9.99999999999999999994...e-6).
//! Rust has no such type, so values are computed exactly with a small big
//! integer: the literal is rounded to 64 bits of significand, that binary
//! value is converted to decimal exactly, and the shortest rounding of
//! that which converts back to the same bits is printed.

use std::cmp::Ordering;

/// Significant digits that tell any two `long double` values apart.
const MAX_DIGITS: usize = 21;
/// Bits in an x87 extended significand.
const SIGNIFICAND_BITS: u64 = 64;
/// Decimal exponents past these are not rounded (the literal is printed
/// as written): beyond the type's range, and costly to compute exactly.
const MAX_DECIMAL_EXPONENT: i64 = 5000;

/// The printed form of a decimal `long double` literal's body (its `L`
/// removed), in the notation of `floating_spelling`: plain between 10^-3
/// and 10^7, scientific outside. `None` for what it cannot read (a
/// hexadecimal literal, an out-of-range exponent).
pub fn spelling(body: &str) -> Option<String> {
    let (digits, exp10) = parse_decimal(body)?;
    let (digits, point) = if digits.is_zero() {
        (String::from("0"), 1)
    } else {
        let value = to_extended(&digits, exp10)?;
        shortest_decimal(value)?
    };
    Some(notation(&digits, point))
}

/// A decimal literal's digits as an integer and its decimal exponent:
/// `12.5e3` is (125, 2).
fn parse_decimal(body: &str) -> Option<(Big, i64)> {
    let (mantissa, exp) = match body.find(['e', 'E']) {
        Some(at) => (&body[..at], body[at + 1..].parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut n = Big::default();
    for c in int.bytes().chain(frac.bytes()).filter(|&c| c != b'\'') {
        if !c.is_ascii_digit() {
            return None;
        }
        n.mul_add(10, u32::from(c - b'0'));
    }
    let exp10 = exp.checked_sub(i64::try_from(frac.bytes().filter(|&c| c != b'\'').count()).ok()?)?;
    (exp10.abs() <= MAX_DECIMAL_EXPONENT).then_some((n, exp10))
}

/// `digits * 10^exp10` rounded (to nearest, ties to even) to a 64-bit
/// significand: `(significand, exp2)` with value `significand * 2^exp2`.
fn to_extended(digits: &Big, exp10: i64) -> Option<(u64, i64)> {
    let pow10 = Big::pow(10, exp10.unsigned_abs());
    if exp10 >= 0 {
        let n = digits.mul(&pow10);
        return Some(round_top_bits(&n, false, 0));
    }
    // Enough quotient bits for the significand and the rounding bit.
    let want = SIGNIFICAND_BITS + 2;
    let shift = (want + pow10.bits()).saturating_sub(digits.bits());
    let (q, remainder_zero) = digits.shl(shift).div(&pow10);
    Some(round_top_bits(&q, !remainder_zero, -i64::try_from(shift).ok()?))
}

/// The top 64 bits of `n * 2^exp2` rounded to nearest even, `sticky`
/// saying something nonzero lies below `n`'s last bit.
fn round_top_bits(n: &Big, sticky: bool, exp2: i64) -> (u64, i64) {
    let bits = n.bits();
    if bits <= SIGNIFICAND_BITS {
        return (n.low_u64(), exp2);
    }
    let drop = bits - SIGNIFICAND_BITS;
    let mut significand = n.shr(drop).low_u64();
    let half = n.bit(drop - 1);
    let below = sticky || n.any_below(drop - 1);
    if half && (below || significand & 1 == 1) {
        significand = significand.wrapping_add(1);
        if significand == 0 {
            // Carried out of the top bit: 2^64 is 2^63 one place up.
            return (1 << 63, exp2 + i64::try_from(drop).unwrap_or(0) + 1);
        }
    }
    (significand, exp2 + i64::try_from(drop).unwrap_or(0))
}

/// `(significand, exp2)` with the significand's top bit set (zero stays).
fn normalized((significand, exp2): (u64, i64)) -> (u64, i64) {
    if significand == 0 {
        return (0, 0);
    }
    let z = significand.leading_zeros();
    (significand << z, exp2 - i64::from(z))
}

/// `significand * 2^exp2` in the fewest significant decimal digits that
/// convert back to it: the digits and where the point goes (`("125", 1)`
/// is 1.25).
fn shortest_decimal(value: (u64, i64)) -> Option<(String, i64)> {
    let (significand, exp2) = value;
    // An exact decimal: m * 2^e, or m * 5^-e / 10^-e.
    let m = Big::from_u64(significand);
    let (n, exp10) = if exp2 >= 0 { (m.shl(exp2.unsigned_abs()), 0) } else { (m.mul(&Big::pow(5, exp2.unsigned_abs())), exp2) };
    let all = n.to_decimal();
    let point = i64::try_from(all.len()).ok()? + exp10;
    let target = normalized(value);
    for p in 1..=MAX_DIGITS {
        let (digits, point) = rounded(all.as_bytes(), point, p)?;
        let mut back = Big::default();
        for d in digits.bytes() {
            back.mul_add(10, u32::from(d - b'0'));
        }
        let exp10 = point - i64::try_from(digits.len()).ok()?;
        if to_extended(&back, exp10).map(normalized) == Some(target) {
            return Some((digits, point));
        }
    }
    rounded(all.as_bytes(), point, MAX_DIGITS)
}

/// Exact decimal digits `all` (the point after `point` of them) rounded
/// to `keep` significant digits (to nearest, ties to even), trailing
/// zeros dropped.
fn rounded(all: &[u8], point: i64, keep: usize) -> Option<(String, i64)> {
    let mut point = point;
    let mut digits = all.get(..keep.min(all.len()))?.to_vec();
    if let Some((&first, rest)) = all.get(keep..).and_then(<[u8]>::split_first) {
        let last_odd = digits.last().is_some_and(|d| d % 2 == 1);
        let round_up = match first.cmp(&b'5') {
            Ordering::Greater => true,
            Ordering::Less => false,
            Ordering::Equal => rest.iter().any(|&d| d != b'0') || last_odd,
        };
        if round_up && increment(&mut digits) {
            // 99.9 became 00.0: it is 100, one place up.
            digits.insert(0, b'1');
            digits.pop();
            point += 1;
        }
    }
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    Some((String::from_utf8(digits).ok()?, point))
}

/// Adds one to a decimal digit string; whether it carried out of the top.
fn increment(digits: &mut [u8]) -> bool {
    for d in digits.iter_mut().rev() {
        if *d == b'9' {
            *d = b'0';
        } else {
            *d += 1;
            return false;
        }
    }
    true
}

/// Digits `d1d2...` with the point after `point` of them, written plain
/// for values from 10^-3 to below 10^7 and as `d1.d2...E<x>` otherwise,
/// always with a digit after the point.
fn notation(digits: &str, point: i64) -> String {
    let exp = point - 1;
    if digits == "0" || (-3..7).contains(&exp) {
        if point <= 0 {
            let zeros = "0".repeat(usize::try_from(-point).unwrap_or(0));
            return format!("0.{zeros}{digits}");
        }
        let point = usize::try_from(point).unwrap_or(0);
        if digits.len() <= point {
            return format!("{digits}{}.0", "0".repeat(point - digits.len()));
        }
        return format!("{}.{}", &digits[..point], &digits[point..]);
    }
    let (head, tail) = digits.split_at(1);
    format!("{head}.{}E{exp}", if tail.is_empty() { "0" } else { tail })
}

/// A nonnegative integer as little-endian 32-bit limbs, no trailing zero
/// limbs: just what the conversions above need.
#[derive(Clone, Default, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn pow(base: u32, exp: u64) -> Big {
        let mut b = Big::from_u64(1);
        for _ in 0..exp {
            b.mul_add(base, 0);
        }
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bits(&self) -> u64 {
        self.0.last().map_or(0, |&top| (self.0.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()))
    }

    fn bit(&self, i: u64) -> bool {
        self.0.get((i / 32) as usize).is_some_and(|&limb| limb >> (i % 32) & 1 == 1)
    }

    /// Whether any bit below bit `i` is set.
    fn any_below(&self, i: u64) -> bool {
        let (limb, bit) = ((i / 32) as usize, i % 32);
        self.0.iter().take(limb).any(|&l| l != 0) || self.0.get(limb).is_some_and(|&l| l & ((1u32 << bit) - 1) != 0)
    }

    fn low_u64(&self) -> u64 {
        u64::from(self.0.first().copied().unwrap_or(0)) | u64::from(self.0.get(1).copied().unwrap_or(0)) << 32
    }

    /// `self = self * m + a`.
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }

    fn mul(&self, other: &Big) -> Big {
        let mut out = vec![0u32; self.0.len() + other.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in other.0.iter().enumerate() {
                let v = u64::from(out[i + j]) + u64::from(a) * u64::from(b) + carry;
                out[i + j] = v as u32;
                carry = v >> 32;
            }
            out[i + other.0.len()] = carry as u32;
        }
        let mut b = Big(out);
        b.trim();
        b
    }

    fn shl(&self, n: u64) -> Big {
        let (limbs, bits) = ((n / 32) as usize, n % 32);
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for &limb in &self.0 {
            out.push(if bits == 0 { limb } else { limb << bits | carry });
            carry = if bits == 0 { 0 } else { limb >> (32 - bits) };
        }
        out.push(carry);
        let mut b = Big(out);
        b.trim();
        b
    }

    fn shr(&self, n: u64) -> Big {
        let (limbs, bits) = ((n / 32) as usize, n % 32);
        let src = self.0.get(limbs..).unwrap_or(&[]);
        let mut out: Vec<u32> = (0..src.len())
            .map(|i| if bits == 0 { src[i] } else { src[i] >> bits | src.get(i + 1).map_or(0, |&h| h << (32 - bits)) })
            .collect();
        out.truncate(src.len());
        let mut b = Big(out);
        b.trim();
        b
    }

    fn cmp_big(&self, other: &Big) -> Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let v = i64::from(*limb) - i64::from(other.0.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(v < 0);
            *limb = (v + (borrow << 32)) as u32;
        }
        self.trim();
    }

    /// The quotient by `d` (nonzero), and whether the remainder is zero:
    /// shift-and-subtract, cheap for the short quotients taken here.
    fn div(&self, d: &Big) -> (Big, bool) {
        let mut rem = self.clone();
        let mut q = Big::default();
        if self.bits() < d.bits() {
            return (q, rem.is_zero());
        }
        let top = self.bits() - d.bits();
        for i in (0..=top).rev() {
            let shifted = d.shl(i);
            if rem.cmp_big(&shifted) != Ordering::Less {
                rem.sub_assign(&shifted);
                q = q.with_bit(i);
            }
        }
        (q, rem.is_zero())
    }

    fn with_bit(mut self, i: u64) -> Big {
        let limb = (i / 32) as usize;
        if self.0.len() <= limb {
            self.0.resize(limb + 1, 0);
        }
        self.0[limb] |= 1 << (i % 32);
        self
    }

    /// Decimal digits, most significant first (`0` for zero).
    fn to_decimal(&self) -> String {
        const CHUNK: u64 = 1_000_000_000;
        let mut n = self.0.clone();
        let mut chunks = Vec::new();
        while !n.is_empty() {
            let mut rem = 0u64;
            for limb in n.iter_mut().rev() {
                let v = rem << 32 | u64::from(*limb);
                *limb = (v / CHUNK) as u32;
                rem = v % CHUNK;
            }
            while n.last() == Some(&0) {
                n.pop();
            }
            chunks.push(rem);
        }
        let mut s = chunks.pop().map_or_else(|| "0".to_string(), |c| c.to_string());
        for c in chunks.iter().rev() {
            s.push_str(&format!("{c:09}"));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::spelling;

    #[test]
    fn extended_precision_values_print_with_twenty_digits() {
        let cases = [
            ("1.5", "1.5"),
            ("0.1", "0.1"),
            ("1e10", "1.0E10"),
            ("3.14159265358979323846264338327950288", "3.1415926535897932385"),
            ("1e-5", "1.0E-5"),
            ("100.0", "100.0"),
            ("0.0", "0.0"),
            ("123456789012345678901234.0", "1.234567890123456789E23"),
            ("2.5e-3", "0.0025"),
            ("1e300", "1.0E300"),
            ("6.02e23", "6.02E23"),
            ("1.79769313486231570814527423731704357e+308", "1.7976931348623157081E308"),
            ("2.22507385850720138309023271733240406e-308", "2.2250738585072013831E-308"),
            ("2.22044604925031308084726333618164062e-16", "2.2204460492503130808E-16"),
        ];
        for (body, want) in cases {
            assert_eq!(spelling(body).as_deref(), Some(want), "{body}");
        }
    }
}
