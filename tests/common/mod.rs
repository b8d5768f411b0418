#![allow(dead_code)]
//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// The `.inp` files of the Popeye suite, sorted, or `None` (with a note on
/// stderr) where `../shared/popeye-suite` is absent, e.g. on a user's machine.
pub fn suite_inputs() -> Option<Vec<PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/popeye-suite/cases");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("note: {} is absent; suite checks skipped", dir.display());
        return None;
    };
    let mut files: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.retain(|p| p.extension().is_some_and(|x| x == "inp"));
    files.sort();
    Some(files)
}

/// A file read as text, bytes that are not UTF-8 replaced.
pub fn read_lossy(path: &Path) -> String {
    String::from_utf8_lossy(&std::fs::read(path).expect("readable file")).into_owned()
}
pub mod compare;

/// A measured case list (`tests/data/*.tsv`): each case's id and whether
/// Popeye's line order is expected (`same`) or only the sibling order may
/// differ (`order`).
#[allow(dead_code)]
pub fn case_list(text: &str) -> Vec<(String, bool)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut f = l.split('\t');
            let id = f.next().unwrap_or_default().to_string();
            (id, f.next() == Some("same"))
        })
        .collect()
}

/// FEN of one rank: runs of empty squares become one number.
pub fn rank_fen(cells: &[char]) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for &c in cells {
        if c == '.' {
            empty += 1;
        } else {
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            out.push(c);
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    out
}

/// The diagram of a one-problem source, `side` to move.
pub fn diagram(src: &str, side: mansuba::piece::Color) -> mansuba::position::Position {
    let spec = &mansuba::input::parse(src)[0].spec;
    let problem = mansuba::problem::validate(spec).unwrap_or_else(|e| panic!("{e:?}"));
    let mut pos = problem.position(&problem.setup);
    pos.set_side_to_move(side);
    pos
}

/// The legal moves of the side to move, as UCI strings in generation order.
pub fn legal(pos: &mut mansuba::position::Position) -> Vec<String> {
    pos.legal_moves().iter().map(|m| m.uci(pos.rules())).collect()
}

/// Makes the legal move written `uci` (it must be one).
pub fn play(pos: &mut mansuba::position::Position, uci: &str) {
    let mv = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.uci(pos.rules()) == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {}", pos.to_fen()));
    pos.make(mv);
}

/// The whole output mansuba gives for the first problem of `src`.
pub fn solved(src: &str) -> String {
    let parsed = mansuba::input::parse(src);
    let problem = mansuba::problem::validate(&parsed[0].spec).unwrap_or_else(|e| panic!("{e:?}"));
    mansuba::solve::solve(&problem).unwrap_or_else(|e| panic!("{e}")).stdout
}

/// The pairs listed in `tests/data/DIR/INDEX.tsv` (first column), each a
/// problem of Popeye's example files and Popeye's output for it.
pub fn popeye_pairs(dir: &str) -> Vec<String> {
    let index = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/{dir}/INDEX.tsv"));
    read_lossy(&index)
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next().map(String::from))
        .collect()
}

/// The pairs of `tests/data/DIR` whose output differs from Popeye's (in
/// Popeye's line order), with what differs; there are at least `min`.
pub fn pairs_differing(dir: &str, min: usize) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/{dir}"));
    let ids = popeye_pairs(dir);
    assert!(ids.len() >= min, "the pairs are listed");
    ids.iter()
        .filter_map(|id| {
            let src = read_lossy(&root.join(format!("{id}.inp")));
            let expected = read_lossy(&root.join(format!("{id}.out")));
            compare::compare(&expected, &solved(&src), true).map(|diff| format!("{id}: {diff}"))
        })
        .collect()
}

/// Every `.inp` of `tests/data/DIR` is listed in its index, and only those.
pub fn assert_pairs_listed(dir: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/{dir}"));
    let mut on_disk: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".inp").map(String::from))
        .collect();
    on_disk.sort();
    let mut listed = popeye_pairs(dir);
    listed.sort();
    assert_eq!(on_disk, listed);
}
