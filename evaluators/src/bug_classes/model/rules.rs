//! A rule a bug breaks, named by the id of its class in the catalogue
//! (`catalogue.toml`), and a set of them. Each topic module of the models
//! declares its own rules with [`rules!`], beside the code that breaks
//! them; [`super::RULES`] lists every module's.

/// One rule of a game that a bug breaks, named by its class's id
/// (`wheel-missing`). A model breaks the rules in its set and keeps the
/// others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    id: &'static str,
    bit: u8,
}

impl Rule {
    /// The rule `id` at bit `bit` of a [`Rules`] (for [`rules!`]).
    pub(crate) const fn new(id: &'static str, bit: u8) -> Rule {
        assert!(bit < 128, "more than 128 rules: widen `Rules`");
        Rule { id, bit }
    }

    /// The id of the class that breaks this rule alone.
    pub const fn id(self) -> &'static str {
        self.id
    }
}

/// Declares a topic module's rules: one constant per rule, named for it
/// and carrying its class's id, numbered from `after` on (the `END` of the
/// module before it in [`super::RULES`]). Also defines `RULES` (this
/// module's, in order) and `END` (the first number after them).
macro_rules! rules {
    (after $prev:expr; $( $(#[$doc:meta])* $name:ident = $id:literal; )+) => {
        #[allow(non_camel_case_types, dead_code)]
        #[repr(u8)]
        enum Numbered { $($name,)+ End }
        $(
            $(#[$doc])*
            pub(crate) const $name: $crate::bug_classes::model::Rule =
                $crate::bug_classes::model::Rule::new($id, $prev + Numbered::$name as u8);
        )+
        /// This module's rules, in order.
        pub(crate) const RULES: &[$crate::bug_classes::model::Rule] = &[$($name),+];
        /// The number after this module's last rule.
        #[allow(dead_code)]
        pub(crate) const END: u8 = $prev + Numbered::End as u8;
    };
}
pub(crate) use rules;

/// A set of broken rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules(u128);

impl Rules {
    /// No rule broken: the game's reference.
    pub const NONE: Rules = Rules(0);

    /// The set of these rules.
    pub const fn of(rules: &[Rule]) -> Rules {
        let mut bits = 0u128;
        let mut i = 0;
        while i < rules.len() {
            bits |= 1 << rules[i].bit;
            i += 1;
        }
        Rules(bits)
    }

    /// Both sets.
    pub const fn union(self, other: Rules) -> Rules {
        Rules(self.0 | other.0)
    }

    /// Whether `rule` is broken.
    #[inline]
    pub const fn has(self, rule: Rule) -> bool {
        self.0 & (1 << rule.bit) != 0
    }

    /// Whether any rule of `other` is broken.
    #[inline]
    pub const fn intersects(self, other: Rules) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether no rule is broken.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}
