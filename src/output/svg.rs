//! A problem's diagram as SVG, for any rule set's board: squares, extra
//! squares (Tamerlane's citadels) beside their rank, coordinates, and each
//! piece as a disc with its code in the problem's language (white discs for
//! White, black for Black), so fairy pieces are as legible as orthodox ones.
//! Pieces that are not orthodox chessmen get a dashed ring.

use std::fmt::Write;

use crate::piece::Color;
use crate::problem::{Problem, Setup, piece_letters};

const CELL: i32 = 40;
const MARGIN: i32 = 24;
const ORTHODOX: &[&str] = &["King", "Queen", "Rook", "Bishop", "Knight", "Pawn"];

/// The SVG document of a diagram (the problem's, or a twin's setup).
pub fn svg_diagram(p: &Problem, setup: &Setup) -> String {
    let g = p.rules.geometry();
    let (files, ranks) = (g.files() as i32, g.ranks() as i32);
    let left = g
        .extras()
        .iter()
        .map(|e| -(e.coord.file as i32))
        .max()
        .unwrap_or(0)
        .max(0);
    let right = g
        .extras()
        .iter()
        .map(|e| e.coord.file as i32 - files + 1)
        .max()
        .unwrap_or(0)
        .max(0);
    let width = 2 * MARGIN + (files + left + right) * CELL;
    let height = 2 * MARGIN + ranks * CELL + 2 * CELL;
    let x0 = MARGIN + left * CELL;
    let mut s = String::new();
    writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">"#
    )
    .unwrap();
    writeln!(s, r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##).unwrap();
    let at = |file: i32, rank: i32| (x0 + file * CELL, MARGIN + (ranks - 1 - rank) * CELL);
    let square = |s: &mut String, file: i32, rank: i32, extra: bool| {
        let (x, y) = at(file, rank);
        let fill = if extra {
            "#c9b27c"
        } else if (file + rank) % 2 == 0 {
            "#b58863"
        } else {
            "#f0d9b5"
        };
        writeln!(
            s,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#555" stroke-width="0.5"/>"##
        )
        .unwrap();
    };
    for rank in 0..ranks {
        for file in 0..files {
            if g.square(crate::Coord::new(file as i8, rank as i8)).is_some() {
                square(&mut s, file, rank, false);
            }
        }
    }
    for e in g.extras() {
        square(&mut s, e.coord.file as i32, e.coord.rank as i32, true);
    }
    for file in 0..files {
        let (x, _) = at(file, 0);
        let label = (b'a' + file as u8) as char;
        let y = MARGIN + ranks * CELL + 16;
        writeln!(
            s,
            r#"<text x="{}" y="{y}" font-size="12" text-anchor="middle">{label}</text>"#,
            x + CELL / 2
        )
        .unwrap();
    }
    for rank in 0..ranks {
        let (_, y) = at(0, rank);
        writeln!(
            s,
            r#"<text x="{}" y="{}" font-size="12" text-anchor="middle">{}</text>"#,
            x0 - left * CELL - 12,
            y + CELL / 2 + 4,
            rank + 1
        )
        .unwrap();
    }
    let place = |s: &mut String, file: i32, rank: i32, man: crate::problem::Man| {
        let (color, name) = (man.color, man.name);
        let (x, y) = at(file, rank);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        // A neutral man, both sides', in grey.
        let (fill, ink) = match color {
            _ if man.neutral() => ("#9a9a9a", "#000000"),
            Color::White => ("#ffffff", "#000000"),
            Color::Black => ("#222222", "#ffffff"),
        };
        let dash = if ORTHODOX.contains(&name) {
            ""
        } else {
            r#" stroke-dasharray="3 2""#
        };
        writeln!(
            s,
            r##"<circle cx="{cx}" cy="{cy}" r="16" fill="{fill}" stroke="#000" stroke-width="1.5"{dash}/>"##
        )
        .unwrap();
        let code = piece_letters(p.language, name);
        let size = if code.chars().count() > 1 { 13 } else { 17 };
        writeln!(
            s,
            r#"<text x="{cx}" y="{}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"#,
            cy + size / 3,
            escape(&code)
        )
        .unwrap();
    };
    for (sq, man) in setup.iter() {
        let coord = match g.parse_square(&sq.to_string()) {
            Some(real) => g.coord(real),
            None => continue,
        };
        place(&mut s, coord.file as i32, coord.rank as i32, man);
    }
    let mut caption = format!(
        "{}  {} + {}",
        p.stipulation,
        setup.count(Color::White),
        setup.count(Color::Black)
    );
    if setup.count_neutral() > 0 {
        write!(caption, " + {}n", setup.count_neutral()).unwrap();
    }
    let y = MARGIN + ranks * CELL + 40;
    writeln!(
        s,
        r#"<text x="{x0}" y="{y}" font-size="14">{}</text>"#,
        escape(&caption)
    )
    .unwrap();
    if let Some(author) = p.texts.authors.first() {
        writeln!(
            s,
            r#"<text x="{x0}" y="{}" font-size="12">{}</text>"#,
            y + 18,
            escape(author)
        )
        .unwrap();
    }
    s.push_str("</svg>\n");
    s
}

fn escape(t: &str) -> String {
    t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
