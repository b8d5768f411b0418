//! Fairy conditions: data chosen per problem, read by move generation,
//! check detection and legality through a few named hooks of each
//! condition (SingleBox: `available` for promotions, `extra_promotions`
//! for latent pawns, `illegal_after` for legality, `latent_attack` for
//! observation). Each condition lives in a file of its own.

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
