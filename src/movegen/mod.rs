//! Move generation from the step tables, check detection through the same
//! tables, and legality. `movegen` never names a rule set: everything it
//! knows comes from [`crate::rules::Rules`].

mod attacks;
mod checks;
mod end;
mod generate;
mod legal;
mod special;
mod standing;

pub use checks::CheckProbe;
pub use end::GameEnd;
pub use legal::{Legality, MoveList};
pub use standing::{Spoiled, StandingProbe};
