//! The composer's workflow from the command line: batch solving of a tree,
//! files written beside or elsewhere, JSON results, shards and merging,
//! and soundness verdicts. Expected solutions come from Popeye's output
//! (suite cases named below) or from the problems' own hand-worked files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn mansuba(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mansuba"))
        .args(args)
        .output()
        .expect("run mansuba")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh directory under the target directory.
fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, name: &str, src: &str) -> PathBuf {
    let p = dir.join(name);
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(&p, src).unwrap();
    p
}

// Suite case 0395: the only key is 1.f7-f8=R.
const ROOK_PROMOTION: &str = "begin\npieces white Kf6 pf7 black Kh7\nstip #2\n";
// Suite case 0057 (Armeni), in English: key 1.f2-f4; Popeye answers
// 1...Rf8-b8+ both with 2.c7*b8=Q and 2.c7*b8=B.
const ARMENI: &str = "begin\nstip #2\npieces white kb6 rh1 bh3h4 sc5g6 pc4c7e4f2g3 black kd6 rf1f8 bb5 pe5e7g4g5\n";

#[test]
fn verify_gives_a_verdict_per_problem() {
    let d = scratch("verify");
    let sound = write(&d, "sound.inp", &format!("{ROOK_PROMOTION}intended 1.f7-f8=R\nend\n"));
    let wrong = write(&d, "wrong.inp", &format!("{ROOK_PROMOTION}intended 1.f7-f8=Q\nend\n"));
    let duals = write(&d, "duals.inp", &format!("{ARMENI}intended 1.f2-f4\nend\n"));
    let o = mansuba(&["verify", sound.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stdout));
    assert!(text(&o.stdout).contains("sound.inp:1: sound"));
    let o = mansuba(&["verify", wrong.to_str().unwrap(), duals.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout);
    assert!(out.contains("wrong.inp:1: intended solution wrong"), "{out}");
    assert!(out.contains("found: f7-f8=R"), "{out}");
    assert!(out.contains("duals.inp:1: duals"), "{out}");
    assert!(out.contains("1...Rf8-b8 + answered 2 ways"), "{out}");
}

#[test]
fn verify_lists_the_cook_of_a_helpmate() {
    // problems/courier/09 has two solutions (worked out in its file); one
    // intended leaves the other as the cook.
    let src = std::fs::read_to_string("problems/courier/09-h2-ferz-promotion.inp").unwrap();
    let src = src.replacen(
        "Stipulation h#2",
        "Stipulation h#2\nIntended 1.Kl1-l2 Mi5-j4   2.Kl2-l3 Mj4-k3 #",
        1,
    );
    let d = scratch("verify-help");
    let p = write(&d, "h.inp", &src);
    let o = mansuba(&["verify", p.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert!(out.contains("h.inp:1: cooked"), "{out}");
    assert!(out.contains("also: 1.k2-k1=FE + Kj2-j1 2.FEk1-l2 Si4-j2 #"), "{out}");
}

#[test]
fn a_tree_is_solved_into_files_with_a_summary() {
    let d = scratch("batch");
    write(&d, "in/a.inp", &format!("{ROOK_PROMOTION}end\n"));
    write(&d, "in/sub/b.inp", &format!("{ARMENI}end\n"));
    write(&d, "in/sub/bad.inp", "begin\npieces white kz9\nstip #2\nend\n");
    let (input, out) = (d.join("in"), d.join("out"));
    let o = mansuba(&["solve", input.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "an input error fails the run");
    let a = std::fs::read_to_string(out.join("a.out")).unwrap();
    assert!(a.contains("   1.f7-f8=R !"));
    assert!(
        std::fs::read_to_string(out.join("sub/b.out"))
            .unwrap()
            .contains("   1.f2-f4 !")
    );
    let table = text(&o.stdout);
    assert!(table.contains("3 problems: 2 solved, 1 input error"), "{table}");
    assert!(text(&o.stderr).contains("square z9 is not on the board"));
}

#[test]
fn shards_partition_a_tree_and_merge_joins_them() {
    let d = scratch("shards");
    for i in 0..6 {
        write(&d, &format!("in/p{i}.inp"), &format!("{ROOK_PROMOTION}end\n"));
    }
    let input = d.join("in");
    let mut docs = Vec::new();
    let mut seen = 0;
    for k in 1..=3 {
        let o = mansuba(&[
            "solve",
            input.to_str().unwrap(),
            "--format",
            "json",
            "--shard",
            &format!("{k}/3"),
        ]);
        assert!(o.status.success());
        let doc = d.join(format!("{k}.json"));
        std::fs::write(&doc, &o.stdout).unwrap();
        seen += text(&o.stdout).matches("\"index\"").count();
        docs.push(doc);
    }
    assert_eq!(seen, 6, "every file in exactly one shard");
    let mut args = vec!["merge"];
    args.extend(docs.iter().map(|p| p.to_str().unwrap()));
    let o = mansuba(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let merged: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(merged["format"], "mansuba-results");
    assert_eq!(merged["version"], 1);
    let problems = merged["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 6);
    assert!(
        problems
            .iter()
            .all(|p| p["verdict"] == "solved" && p["solutions"][0] == 1)
    );
    assert_eq!(problems[0]["lines"][0], "   1.f7-f8=R !");
}

#[test]
fn svg_diagrams_draw_every_board() {
    // Tamerlane: 110 squares, 2 citadels and the background are rects; the
    // adventitious king in White's citadel l2 is drawn there (right of k2).
    let d = scratch("svg");
    let p = write(
        &d,
        "t.inp",
        "begin\nrules tamerlane\npieces white kf2 al2 black kf9 gd7\nstip #2\nend\n",
    );
    let o = mansuba(&["diagram", "--svg", p.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let svg = text(&o.stdout);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches("<rect").count(), 110 + 2 + 1);
    assert_eq!(svg.matches("fill=\"#c9b27c\"").count(), 2, "citadels");
    assert_eq!(svg.matches("<circle").count(), 4);
    assert_eq!(
        svg.matches("stroke-dasharray").count(),
        2,
        "adventitious king and giraffe are fairy"
    );
    // The citadel l2, one cell right of k2: x = 24 (margin) + 40 (z9's
    // column) + 11 x 40 + 20 = 524; y = 24 + 8 rows above rank 2 x 40 + 20
    // = 364.
    assert!(svg.contains("<circle cx=\"524\" cy=\"364\""), "{svg}");
    // --out writes FILE-N.svg.
    let out = d.join("svg-out");
    let o = mansuba(&["diagram", "--svg", "--out", out.to_str().unwrap(), p.to_str().unwrap()]);
    assert!(o.status.success());
    assert!(out.join("t-1.svg").exists());
}

#[test]
fn yacpdb_entries_are_read_verified_and_written() {
    // An entry in YACPDB's format (olive-gui's yacpdb-entry.md) of suite
    // case 0395, with its solution as Popeye prints it.
    let d = scratch("yacpdb");
    let y = write(
        &d,
        "e.yaml",
        "---\nauthors:\n  - Loyd, Samuel\nalgebraic:\n  white: [Kf6, Pf7]\n  black: [Kh7]\nstipulation: \"#2\"\n\
         solution: |\n  1.f7-f8=R ! zugzwang.\n      1...Kh7-h6\n          2.Rf8-h8 #\n",
    );
    let o = mansuba(&["yacpdb", y.to_str().unwrap()]);
    let popeye = text(&o.stdout);
    assert!(
        popeye.contains("Pieces white Kf6 Pf7 black Kh7\nStipulation #2\nIntended 1.f7-f8=R\n"),
        "{popeye}"
    );
    let o = mansuba(&["verify", y.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stdout));
    assert!(text(&o.stdout).contains(": sound"));
    // A directory of entries is solved like *.inp files.
    let o = mansuba(&["solve", d.to_str().unwrap()]);
    assert!(text(&o.stdout).contains("   1.f7-f8=R !"));
    // Written back: a Courier problem keeps its rule set (mansuba's `rules`
    // field) and its two solutions (worked out in the problem file), and
    // verifies sound against itself.
    let o = mansuba(&["yacpdb", "problems/courier/09-h2-ferz-promotion.inp"]);
    let yaml = text(&o.stdout);
    assert!(yaml.starts_with("---\nrules: courier\n"), "{yaml}");
    assert!(yaml.contains("stipulation: h#2"));
    assert!(yaml.contains("1.Kl1-l2 Mi5-j4   2.Kl2-l3 Mj4-k3 #"));
    let back = write(&d, "back/c.yaml", &yaml);
    let o = mansuba(&["verify", back.to_str().unwrap()]);
    assert!(text(&o.stdout).contains(": sound"), "{}", text(&o.stdout));
}

#[test]
fn the_table_size_changes_speed_never_the_output() {
    // --maxmem 1K leaves the tables a few hundred entries: they are
    // emptied again and again, and the output stays byte for byte the same.
    let p = "problems/orthodox/0027-castling-5.inp";
    let full = mansuba(&["solve", p]);
    let small = mansuba(&["solve", "--maxmem", "1K", p]);
    assert!(full.status.success() && small.status.success());
    assert_eq!(text(&full.stdout), text(&small.stdout));
    let o = mansuba(&["solve", "--maxmem", "12X", p]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("the unit is K, M or G"));
}

#[test]
fn the_bundled_problems_are_sound_or_say_why_not() {
    // Every bundled problem solves with one key (direct, self play) or its
    // solutions (help play), or its file states the flaw after EndProblem
    // as `Known flaw: VERDICT`. The JSON document meets docs/results.schema.json.
    let o = mansuba(&["solve", "problems", "--format", "json"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("docs/results.schema.json").unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&doc).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    let problems = doc["problems"].as_array().unwrap();
    // 37 orthodox, 8 SingleBox, 11 Courier, 9 Shatar, 11 Tamerlane.
    assert!(problems.len() >= 76, "{}", problems.len());
    for p in problems {
        let file = p["file"].as_str().unwrap();
        let verdict = p["verdict"].as_str().unwrap();
        let src = std::fs::read_to_string(file).unwrap();
        let stated = src.lines().find_map(|l| l.strip_prefix("Known flaw: ")).map(str::trim);
        match stated {
            None => assert_eq!(verdict, "solved", "{file}"),
            Some(flaw) => assert_eq!(verdict, flaw, "{file}"),
        }
    }
    // A document that breaks the schema is caught.
    let mut bad = doc.clone();
    bad["problems"][0]["verdict"] = "fine".into();
    assert!(!validator.is_valid(&bad));
}

#[test]
fn cli_error_paths() {
    // Missing file: exit 2 and the path; an unreadable directory the same.
    let o = mansuba(&["solve", "/nonexistent/x.inp"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("cannot read /nonexistent/x.inp"));
    let o = mansuba(&["solve", "/proc/1/fdinfo/"]);
    assert_ne!(o.status.code(), Some(0));
    // A bad flag: clap's usage error, exit 2.
    let o = mansuba(&["solve", "--no-such-flag", "x.inp"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--no-such-flag"));
    let o = mansuba(&["solve", "--shard", "4/3", "x.inp"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("1 <= K <= N"));
    let d = scratch("errors");
    let p = write(&d, "t.inp", &format!("{ROOK_PROMOTION}end\n"));
    // A time limit of 0 s is not a limit.
    let o = mansuba(&["solve", "--maxtime", "0", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    // merge of something that is not a results document.
    let o = mansuba(&["merge", p.to_str().unwrap()]);
    assert_ne!(o.status.code(), Some(0));
    assert!(text(&o.stderr).contains("not a results document"));
}

/// Solution lines with siblings sorted at every level (popeye-compare's
/// rule: the tree is the same up to the order of sibling lines). A line's
/// children are the lines below it indented further.
fn canonical(lines: &[String]) -> Vec<String> {
    fn block(lines: &[String], from: usize) -> (Vec<String>, usize) {
        let depth = |l: &str| l.len() - l.trim_start().len();
        let d = depth(&lines[from]);
        let mut out = vec![lines[from].clone()];
        let mut children = Vec::new();
        let mut i = from + 1;
        while i < lines.len() && depth(&lines[i]) > d {
            let (b, next) = block(lines, i);
            children.push(b);
            i = next;
        }
        children.sort();
        out.extend(children.into_iter().flatten());
        (out, i)
    }
    let mut tops = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (b, next) = block(lines, i);
        tops.push(b);
        i = next;
    }
    tops.sort();
    tops.into_iter().flatten().collect()
}

/// The first twin's part of an output (everything before the `b)` label).
fn first_twin(out: &str) -> &str {
    match out.find("\nb) ") {
        Some(i) => &out[..i],
        None => out,
    }
}

#[test]
fn yacpdb_round_trip_on_published_problems() {
    // Ten entries written by hand from published problems of the Popeye
    // suite (tests/data/yacpdb/; case number in the file name), with the
    // solution Popeye prints for the diagram (part a of twins), in English.
    let dir = Path::new("tests/data/yacpdb");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 10);
    let d = scratch("yacpdb-round-trip");
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let yaml = std::fs::read_to_string(f).unwrap();
        // 1. Read: mansuba solves the entry as Popeye did.
        let o = mansuba(&["solve", f.to_str().unwrap()]);
        assert!(o.status.success(), "{name}: {}", text(&o.stderr));
        let entry: serde_json::Value = serde_norway::from_str(&yaml).unwrap();
        let wanted: Vec<String> = entry["solution"]
            .as_str()
            .unwrap()
            .lines()
            .map(|l| l.trim_end().to_string())
            .filter(|l| !l.is_empty())
            .collect();
        let out = text(&o.stdout);
        let got = canonical(&mansuba::solve::solution_lines(first_twin(&out)));
        let wanted = canonical(&mansuba::solve::solution_lines(&wanted.join("\n")));
        assert_eq!(got, wanted, "{name}");
        // 2. Written back and read again: the same problem.
        let popeye = text(&mansuba(&["yacpdb", f.to_str().unwrap()]).stdout);
        let inp = write(&d, &name.replace(".yaml", ".inp"), &popeye);
        let again = text(&mansuba(&["yacpdb", "--no-solution", inp.to_str().unwrap()]).stdout);
        let y2 = write(&d, &name, &again);
        let popeye2 = text(&mansuba(&["yacpdb", y2.to_str().unwrap()]).stdout);
        let inp2 = write(&d, &name.replace(".yaml", "-2.inp"), &popeye2);
        let again2 = text(&mansuba(&["yacpdb", "--no-solution", inp2.to_str().unwrap()]).stdout);
        assert_eq!(again, again2, "{name}: the entry is stable once written");
        for field in ["algebraic:", "stipulation:"] {
            assert!(again.contains(field), "{name}: {field}");
        }
        assert_eq!(entry.get("twins").is_some(), again.contains("twins:"), "{name}");
    }
}

/// The game array as a helpmate in 8: billions of lines, no end within a
/// second on any machine.
const ENDLESS: &str = "begin\nforsyth rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\nstip h#8\n";

#[test]
fn max_time_stops_a_search_and_says_so() {
    let d = scratch("maxtime");
    let long = write(&d, "long.inp", &format!("{ENDLESS}option maxtime 1\nend\n"));
    let start = std::time::Instant::now();
    let o = mansuba(&["solve", "--summary", long.to_str().unwrap()]);
    // Not a speed test: without the stop this search would run for days.
    assert!(start.elapsed() < std::time::Duration::from_secs(120));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stdout).ends_with("\nPartial solution\n\n\n"),
        "{}",
        text(&o.stdout)
    );
    assert!(text(&o.stderr).contains("too long"), "{}", text(&o.stderr));
    // The command line's limit, in Popeye's spelling, and verify's verdict.
    let plain = write(&d, "plain.inp", &format!("{ENDLESS}intended 1.f7-f6 e2-e3\nend\n"));
    let o = mansuba(&["-maxtime", "1", plain.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stdout).ends_with("\nPartial solution\n\n\n"));
    let o = mansuba(&["verify", "--maxtime", "1", plain.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stdout).contains("plain.inp:1: too long"), "{}", text(&o.stdout));
    // A limit that is not reached changes nothing.
    let short = write(&d, "short.inp", &format!("{ROOK_PROMOTION}option maxtime 600\nend\n"));
    let bare = write(&d, "bare.inp", &format!("{ROOK_PROMOTION}end\n"));
    let with = mansuba(&["solve", short.to_str().unwrap()]);
    let without = mansuba(&["solve", bare.to_str().unwrap()]);
    assert_eq!(with.status.code(), Some(0));
    assert!(text(&with.stdout).ends_with("solution finished.\n\n\n"));
    assert_eq!(
        mansuba::solve::solution_lines(&text(&with.stdout)),
        mansuba::solve::solution_lines(&text(&without.stdout))
    );
}

#[test]
fn bench_prints_a_row_per_problem_and_checks_the_outputs_agree() {
    let d = scratch("bench");
    write(&d, "rook.inp", &format!("{ROOK_PROMOTION}end\n"));
    write(&d, "popeye-times.tsv", "rook.inp\t0.50\n");
    let o = mansuba(&["bench", "--threads", "2", "--repeat", "2", d.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let row = out
        .lines()
        .find(|l| l.starts_with("rook.inp"))
        .expect("a row for rook.inp");
    let cols: Vec<&str> = row.split_whitespace().collect();
    // problem, stipulation, Popeye's time from the tsv, ..., same
    assert_eq!(cols[1], "#2", "{row}");
    assert_eq!(cols[2], "0.50", "{row}");
    assert_eq!(cols.last(), Some(&"yes"), "{row}");
    assert!(out.contains("median speed-up at 2 threads"), "{out}");
}

/// A helpselfmate with four solutions (Popeye's output of it has four
/// lines, tests/data/popeye-refs/01) is solved, not cooked: the summary
/// counts help play's lines as solutions.
#[test]
fn the_summary_counts_the_lines_of_a_helpselfmate() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/popeye-refs/01-hs-mate3.inp");
    let o = mansuba(&["solve", "--summary", file]);
    // The solutions go to stdout, the table then to stderr.
    let table = text(&o.stderr);
    let row = table
        .lines()
        .find(|l| l.starts_with(file))
        .unwrap_or_else(|| panic!("no row for the problem in:\n{table}"));
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(cells[2..4], ["solved", "4"], "{row}");
}
