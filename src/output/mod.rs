//! Popeye's plain-text output (see `docs/POPEYE-OUTPUT.md`).

mod diagram;
mod svg;

pub use diagram::{centered, write_caption, write_diagram, write_header, write_twin_label};
pub use svg::svg_diagram;
