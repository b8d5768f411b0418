//! Fairy conditions: data chosen per problem, read by move generation,
//! check detection and make/unmake through a few named hooks:
//!
//! * [`Conditions::promotion_allowed`]: may a pawn promote to this kind now?
//! * [`Conditions::latent_pawns`]: may a pawn reach its last rank without
//!   promoting (it then waits there, "latent")?
//! * [`Conditions::pawn_attacks_last_rank`]: does a pawn that may not enter
//!   its last rank still attack squares there?
//! * [`Conditions::extra_promotions`]: moves that also promote a latent pawn.
//!
//! Each condition lives in a file of its own (`singlebox.rs`).

mod singlebox;

pub use singlebox::{SingleBox, SingleBoxType};

/// The conditions of a problem.
#[derive(Clone, Debug, Default)]
pub struct Conditions {
    /// SingleBox, if set.
    pub singlebox: Option<SingleBox>,
}

impl Conditions {
    /// No condition at all: the orthodox fast paths apply.
    pub fn is_empty(&self) -> bool {
        self.singlebox.is_none()
    }
}
