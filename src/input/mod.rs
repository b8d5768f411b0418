//! Popeye's problem language: lexer, keyword tables of the three
//! languages, parser into [`ProblemSpec`], and diagnostics.

mod diagnostic;
mod lang;
mod lexer;
mod parser;
mod spec;
pub mod vocab;
pub mod yacpdb;

pub use diagnostic::Diagnostic;
pub use lang::{Language, LookupError, lookup};
pub use lexer::{Lexer, Span, Token};
pub use parser::{ParsedProblem, parse, square_list};
pub use spec::{
    Attributes, ConditionSpec, OptionSpec, PieceSpec, ProblemSpec, SquareSpec, Texts, TwinChange, TwinSpec,
};
