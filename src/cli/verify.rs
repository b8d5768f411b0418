//! `mansuba verify`: each problem against the solution its composer
//! intends (`intended` lines in the problem), with a soundness verdict.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use mansuba::problem::Problem;
use mansuba::solve::{solution_lines, solve};

use super::problems::{expand, load, read_or_report};

/// Options of `mansuba verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// Problem files or directories (walked for `*.inp`).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Give up on a problem after this many seconds (verdict "too long");
    /// option MaxTime in a problem sets it for that problem.
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..))]
    maxtime: Option<u64>,
}

/// A verdict and what supports it.
#[derive(Debug, PartialEq, Eq)]
pub struct Judgement {
    /// `sound`, `cooked`, `duals`, `no solution`, `intended solution wrong`,
    /// `no intended solution`, `too long`, `interrupted`, `input error` or
    /// `not supported`.
    pub verdict: &'static str,
    /// The extra keys or lines, the missing intended ones, the duals.
    pub details: Vec<String>,
}

/// Verifies every problem; exit code 0 only when all are sound.
pub fn run(a: VerifyArgs) -> anyhow::Result<ExitCode> {
    mansuba::solve::set_time_limit(a.maxtime.map(std::time::Duration::from_secs));
    let stop = super::signals::stop_on_signal();
    let mut all_sound = true;
    for source in expand(&a.paths) {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            break;
        }
        let Some((name, src)) = read_or_report(&source) else {
            all_sound = false;
            continue;
        };
        for (i, p) in load(&name, &src).enumerate() {
            let j = match p {
                Err(errors) => {
                    errors.iter().for_each(|e| errout!("{e}"));
                    Judgement {
                        verdict: "input error",
                        details: Vec::new(),
                    }
                }
                Ok(problem) => judge(&problem),
            };
            all_sound &= j.verdict == "sound";
            outln!("{name}:{}: {}", i + 1, j.verdict);
            for d in &j.details {
                outln!("    {d}");
            }
        }
    }
    Ok(if stop.load(std::sync::atomic::Ordering::SeqCst) {
        ExitCode::from(super::signals::INTERRUPTED)
    } else if all_sound {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Solves a problem and compares the solution with the intended one.
pub fn judge(problem: &Problem) -> Judgement {
    let verdict = |v, details| Judgement { verdict: v, details };
    let intended: Vec<String> = problem.texts.intended.iter().map(|l| normal(l)).collect();
    if intended.is_empty() {
        return verdict("no intended solution", vec!["add `intended 1.Sg4-i5` lines".into()]);
    }
    // The whole tree is needed to see duals.
    let mut problem = problem.clone();
    if !problem.has_option("Variations") {
        problem.options.push(mansuba::input::OptionSpec {
            name: "Variations",
            args: Vec::new(),
            span: mansuba::input::Span::default(),
        });
    }
    let problem = &problem;
    let solved = match solve(problem) {
        Ok(s) => s,
        Err(e) => return verdict("not supported", vec![e.to_string()]),
    };
    if solved.timed_out && mansuba::solve::stop::cancelled() {
        return verdict(
            "interrupted",
            vec!["stopped by a signal before the search ended".into()],
        );
    }
    if solved.timed_out {
        return verdict("too long", vec!["MaxTime ran out before the search ended".into()]);
    }
    let lines = solution_lines(&solved.stdout);
    let battle = !problem.stipulation.play.is_help() && !problem.stipulation.series;
    // The solutions as comparable text: the keys' moves in battle play,
    // whole lines in help and series play.
    let found: Vec<String> = if battle {
        lines.iter().filter(|l| is_key(l)).map(|l| first_move(l)).collect()
    } else {
        lines.iter().map(|l| normal(l)).collect()
    };
    let wanted: Vec<String> = if battle {
        intended.iter().map(|l| first_move(l)).collect()
    } else {
        intended
    };
    if found.is_empty() {
        return verdict("no solution", Vec::new());
    }
    let found_keys: Vec<String> = found.iter().map(|f| compared(f)).collect();
    let wanted_keys: Vec<String> = wanted.iter().map(|w| compared(w)).collect();
    let missing: Vec<String> = wanted
        .iter()
        .filter(|w| !found_keys.contains(&compared(w)))
        .cloned()
        .collect();
    if !missing.is_empty() {
        let mut d: Vec<String> = missing.iter().map(|m| format!("not a solution: {m}")).collect();
        d.extend(found.iter().map(|f| format!("found: {f}")));
        return verdict("intended solution wrong", d);
    }
    let extra: Vec<String> = found
        .iter()
        .filter(|f| !wanted_keys.contains(&compared(f)))
        .cloned()
        .collect();
    if !extra.is_empty() {
        return verdict("cooked", extra.iter().map(|e| format!("also: {e}")).collect());
    }
    if battle {
        let duals = duals(&lines);
        if !duals.is_empty() {
            return verdict("duals", duals);
        }
    }
    verdict("sound", Vec::new())
}

/// Whitespace runs as one blank.
fn normal(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A line as it is compared: whitespace runs as one blank, without the
/// marks composers write in many ways (`Qf8-g7#`, `Qf8-g7 #`, `1.f7-f8=R!`,
/// `e4-e5+`: checks, mates, stalemates and `!`/`?` are left out), captures
/// written `x` as Popeye's `*`, castling `O-O` as `0-0`.
fn compared(line: &str) -> String {
    line.split_whitespace()
        .map(plain_move)
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A token without marks (see [`compared`]).
fn plain_move(token: &str) -> String {
    let t = token.trim_end_matches(['+', '#', '!', '?']);
    // A stalemate mark stands alone (`=`, `==`); `f8=R` is a promotion.
    let t = if t.chars().all(|c| c == '=') { "" } else { t };
    let t = t.replace("O-O-O", "0-0-0").replace("O-O", "0-0");
    let chars: Vec<char> = t.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let after_square = i > 0 && chars[i - 1].is_ascii_digit();
            let before_square = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if c == 'x' && after_square && before_square {
                '*'
            } else {
                c
            }
        })
        .collect()
}

/// A key's line: move number 1 at the top level, marked ` !`.
fn is_key(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("1.") && !t.starts_with("1...") && t.contains(" !")
}

/// The first move of a line, without its number (`1.Sg4-i5 ! threat:` and
/// `Sg4-i5` both give `Sg4-i5`).
fn first_move(line: &str) -> String {
    let t = line.trim_start();
    let t = t.strip_prefix("1.").unwrap_or(t);
    t.split_whitespace().next().unwrap_or("").to_string()
}

/// Where the attacker has more than one way on in a key's tree: the
/// threat, or a defence, answered by several moves (Popeye lists every move
/// that works). Depths are Popeye's indentation: a key at 3 blanks, its
/// threat's moves at 10, a defence at d and its answers at d + 4.
fn duals(lines: &[String]) -> Vec<String> {
    let depth = |l: &str| l.len() - l.trim_start().len();
    let answers = |from: usize, at: usize, stop: usize| {
        lines[from..]
            .iter()
            .take_while(|n| depth(n) > stop)
            .filter(|n| depth(n) == at && !n.contains("..."))
            .count()
    };
    let mut out = Vec::new();
    let mut in_key = false;
    for (i, l) in lines.iter().enumerate() {
        let d = depth(l);
        if d <= 3 {
            in_key = is_key(l);
            if in_key && l.contains("threat:") {
                let n = answers(i + 1, 10, 6);
                if n > 1 {
                    out.push(format!("threat answered {n} ways"));
                }
            }
        } else if in_key && l.contains("...") {
            let n = answers(i + 1, d + 4, d);
            if n > 1 {
                out.push(format!("{} answered {n} ways", normal(l)));
            }
        }
    }
    out
}
