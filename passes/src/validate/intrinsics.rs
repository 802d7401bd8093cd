//! The CUDA headers' `__device__` C++ functions host code may call by
//! mistake (`atomicAdd`, `__shfl_down_sync`, `__ballot_sync`, `__ldg`):
//! static functions, mostly overloaded on one type, which a raw `.cu`
//! (its headers not read by the built-in preprocessor) has no declaration
//! of. EDG names the overload a call picks with its parameter types
//! (`atomicAdd(float *, float)`), so the call's arguments choose it here
//! as overload resolution would when one argument's type matches an
//! overload's exactly; otherwise nothing is said.

/// How an overload set's member is told from the others.
#[derive(Clone, Copy)]
enum Pick {
    /// One function only.
    Single,
    /// By the type the argument at this index points to (`atomicAdd(p, v)`).
    Pointee(usize),
    /// By the type of the argument at this index (`__shfl_sync(m, v, l)`).
    Value(usize),
}

/// One overload set: its name, the parameter list EDG shows with `T` for
/// the type that varies, how a call picks the type, and the types.
struct Set {
    name: &'static str,
    params: &'static str,
    pick: Pick,
    types: &'static [&'static str],
}

const INT_LIKE: &[&str] = &["int", "unsigned int", "long long", "unsigned long long"];
const SHUFFLED: &[&str] = &["int", "unsigned int", "long", "unsigned long", "long long", "unsigned long long", "float", "double"];
const LOADED: &[&str] = &[
    "char", "signed char", "short", "int", "long", "long long", "unsigned char", "unsigned short", "unsigned int", "unsigned long", "unsigned long long", "float", "double",
    "char2", "char4", "short2", "short4", "int2", "int4", "longlong2", "uchar2", "uchar4", "ushort2", "ushort4", "uint2", "uint4", "ulonglong2", "float2", "float4",
    "double2",
];

/// Sorted by name.
const SETS: &[Set] = &[
    Set { name: "__activemask", params: "", pick: Pick::Single, types: &[] },
    Set { name: "__all_sync", params: "unsigned int, int", pick: Pick::Single, types: &[] },
    Set { name: "__any_sync", params: "unsigned int, int", pick: Pick::Single, types: &[] },
    Set { name: "__ballot_sync", params: "unsigned int, int", pick: Pick::Single, types: &[] },
    Set { name: "__ldg", params: "const T *", pick: Pick::Pointee(0), types: LOADED },
    Set { name: "__shfl_down_sync", params: "unsigned int, T, unsigned int, int", pick: Pick::Value(1), types: SHUFFLED },
    Set { name: "__shfl_sync", params: "unsigned int, T, int, int", pick: Pick::Value(1), types: SHUFFLED },
    Set { name: "__shfl_up_sync", params: "unsigned int, T, unsigned int, int", pick: Pick::Value(1), types: SHUFFLED },
    Set { name: "__shfl_xor_sync", params: "unsigned int, T, int, int", pick: Pick::Value(1), types: SHUFFLED },
    Set { name: "__syncwarp", params: "unsigned int", pick: Pick::Single, types: &[] },
    Set { name: "__uni_sync", params: "unsigned int, int", pick: Pick::Single, types: &[] },
    Set { name: "atomicAdd", params: "T *, T", pick: Pick::Pointee(0), types: &["int", "unsigned int", "unsigned long long", "float", "double"] },
    Set { name: "atomicAnd", params: "T *, T", pick: Pick::Pointee(0), types: INT_LIKE },
    Set { name: "atomicCAS", params: "T *, T, T", pick: Pick::Pointee(0), types: &["int", "unsigned int", "unsigned long long"] },
    Set { name: "atomicDec", params: "unsigned int *, unsigned int", pick: Pick::Single, types: &[] },
    Set { name: "atomicExch", params: "T *, T", pick: Pick::Pointee(0), types: &["int", "unsigned int", "unsigned long long", "float"] },
    Set { name: "atomicInc", params: "unsigned int *, unsigned int", pick: Pick::Single, types: &[] },
    Set { name: "atomicMax", params: "T *, T", pick: Pick::Pointee(0), types: INT_LIKE },
    Set { name: "atomicMin", params: "T *, T", pick: Pick::Pointee(0), types: INT_LIKE },
    Set { name: "atomicOr", params: "T *, T", pick: Pick::Pointee(0), types: INT_LIKE },
    Set { name: "atomicSub", params: "T *, T", pick: Pick::Pointee(0), types: &["int", "unsigned int"] },
    Set { name: "atomicXor", params: "T *, T", pick: Pick::Pointee(0), types: INT_LIKE },
];

/// Whether `name` is one of these functions.
pub fn is_intrinsic(name: &str) -> bool {
    SETS.binary_search_by(|s| s.name.cmp(name)).is_ok()
}

/// The function a call of `name` with arguments of these types (`None`:
/// not known) picks, as EDG names it: `atomicAdd(int *, int)`.
pub fn shown(name: &str, args: &[Option<String>]) -> Option<String> {
    let set = SETS.iter().find(|s| s.name == name)?;
    let ty = match set.pick {
        Pick::Single => String::new(),
        Pick::Pointee(i) => {
            let arg = canonical(args.get(i)?.as_deref()?);
            let pointee = arg.strip_suffix(" *")?;
            let pointee = if set.params.starts_with("const ") { pointee.strip_prefix("const ").unwrap_or(pointee) } else { pointee };
            canonical(pointee)
        }
        Pick::Value(i) => canonical(args.get(i)?.as_deref()?),
    };
    if !matches!(set.pick, Pick::Single) && !set.types.contains(&ty.as_str()) {
        return None;
    }
    Some(format!("{name}({})", set.params.replace('T', &ty)))
}

/// A builtin type as EDG spells it in these messages (`unsigned` is
/// `unsigned int`, `long long int` is `long long`), pointers kept.
fn canonical(ty: &str) -> String {
    let (base, pointer) = match ty.strip_suffix(" *") {
        Some(base) => (base, " *"),
        None => (ty, ""),
    };
    let (konst, base) = match base.strip_prefix("const ") {
        Some(rest) => ("const ", rest),
        None => ("", base),
    };
    let base = match base {
        "unsigned" => "unsigned int",
        "signed" | "signed int" => "int",
        "long int" | "signed long" | "signed long int" => "long",
        "unsigned long int" => "unsigned long",
        "long long int" | "signed long long" | "signed long long int" => "long long",
        "unsigned long long int" => "unsigned long long",
        "short int" | "signed short" | "signed short int" => "short",
        "unsigned short int" => "unsigned short",
        other => other,
    };
    format!("{konst}{base}{pointer}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(name: &str, args: &[&str]) -> Option<String> {
        let args: Vec<Option<String>> = args.iter().map(|a| (!a.is_empty()).then(|| a.to_string())).collect();
        shown(name, &args)
    }

    #[test]
    fn the_sets_are_sorted() {
        assert!(SETS.windows(2).all(|w| w[0].name < w[1].name));
    }

    #[test]
    fn overloads_by_the_argument_types() {
        assert_eq!(call("atomicAdd", &["float *", "float"]).as_deref(), Some("atomicAdd(float *, float)"));
        assert_eq!(call("atomicAdd", &["unsigned long long int *", ""]).as_deref(), Some("atomicAdd(unsigned long long *, unsigned long long)"));
        assert_eq!(call("atomicCAS", &["int *", "int", "int"]).as_deref(), Some("atomicCAS(int *, int, int)"));
        assert_eq!(call("__shfl_down_sync", &["unsigned int", "float", "int"]).as_deref(), Some("__shfl_down_sync(unsigned int, float, unsigned int, int)"));
        assert_eq!(call("__ldg", &["const float *"]).as_deref(), Some("__ldg(const float *)"));
        assert_eq!(call("__ballot_sync", &["", ""]).as_deref(), Some("__ballot_sync(unsigned int, int)"));
        assert_eq!(call("atomicAdd", &["", "int"]), None);
        assert_eq!(call("atomicAdd", &["short *", "short"]), None);
    }
}
