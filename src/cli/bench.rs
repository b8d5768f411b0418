//! `mansuba bench`: solves each problem at 1 thread and at N threads and
//! prints the times, Popeye's time where known, nodes, nodes per second,
//! table use, and whether both runs printed the same output.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use mansuba::problem::Problem;
use mansuba::solve::{Solved, solve, stats};

use super::problems::{expand, load, read_or_report};
use super::report::aligned;

/// Options of `mansuba bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Problem files or directories (default: problems/bench).
    paths: Vec<PathBuf>,
    /// Threads of the second run (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Give up a run after this many seconds; it is shown as `>N`.
    #[arg(long, value_name = "SECONDS", default_value = "300")]
    maxtime: u64,
    /// Problems solved in under `--repeat-under` seconds at 1 thread are
    /// solved this many times at each thread count, the two counts taking
    /// turns, and the fastest run of each kept: a short run is at the
    /// mercy of the host's noise.
    #[arg(long, value_name = "N", default_value = "3")]
    repeat: u32,
    /// Seconds at 1 thread under which a problem's runs are repeated. On a
    /// host whose speed drifts (a shared virtual machine), a large value
    /// repeats every problem, so that a drift between the 1-thread and the
    /// many-thread run does not pass for a speed-up or a slow-down.
    #[arg(long, value_name = "SECONDS", default_value = "2")]
    repeat_under: f64,
    /// Popeye's times: lines `FILE<TAB>SECONDS` (FILE as named in the
    /// directory). Default: `popeye-times.tsv` in each directory given.
    #[arg(long, value_name = "TSV")]
    popeye: Option<PathBuf>,
}

/// One run of one problem.
struct Run {
    seconds: f64,
    timed_out: bool,
    stats: stats::Stats,
    output: String,
}

fn run_once(problem: &Problem, threads: usize) -> anyhow::Result<Run> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build()?;
    stats::reset();
    let start = Instant::now();
    let solved: Solved = pool.install(|| solve(problem)).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(Run {
        seconds: start.elapsed().as_secs_f64(),
        timed_out: solved.timed_out,
        stats: stats::read(),
        output: solved.stdout,
    })
}

fn popeye_times(a: &BenchArgs, dirs: &[PathBuf]) -> anyhow::Result<HashMap<String, f64>> {
    let mut files: Vec<PathBuf> = a.popeye.iter().cloned().collect();
    if files.is_empty() {
        files.extend(dirs.iter().map(|d| d.join("popeye-times.tsv")).filter(|f| f.exists()));
    }
    let mut out = HashMap::new();
    for f in files {
        let text = std::fs::read_to_string(&f).with_context(|| format!("cannot read {}", f.display()))?;
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let mut cols = line.split('\t');
            if let (Some(name), Some(secs)) = (cols.next(), cols.next())
                && let Ok(s) = secs.trim().parse::<f64>()
            {
                out.insert(name.trim().to_string(), s);
            }
        }
    }
    Ok(out)
}

fn seconds(r: &Run, limit: u64) -> String {
    if r.timed_out {
        format!(">{limit}")
    } else {
        format!("{:.2}", r.seconds)
    }
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// Runs the bench; exit 1 when a problem cannot be read or the two runs
/// print different solutions.
pub fn run(mut a: BenchArgs) -> anyhow::Result<ExitCode> {
    if a.paths.is_empty() {
        a.paths.push(PathBuf::from("problems/bench"));
    }
    let threads = match a.threads {
        Some(n) => super::clamp_threads(n),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    mansuba::solve::set_time_limit(Some(Duration::from_secs(a.maxtime.max(1))));
    let dirs: Vec<PathBuf> = a.paths.iter().filter(|p| p.is_dir()).cloned().collect();
    let popeye = popeye_times(&a, &dirs)?;
    let head = [
        "problem".to_string(),
        "stipulation".into(),
        "Popeye s".into(),
        "1 thread s".into(),
        format!("{threads} threads s"),
        "1t/Popeye".into(),
        "speed-up".into(),
        "nodes".into(),
        "Mnodes/s".into(),
        "table".into(),
        "same".into(),
    ];
    let mut rows = vec![head.to_vec()];
    let mut ratios = Vec::new();
    let mut speedups = Vec::new();
    let mut failed = false;
    for source in expand(&a.paths) {
        let path = source.path.clone();
        let Some((name, src)) = read_or_report(&source) else {
            failed = true;
            continue;
        };
        let short = file_name(&path);
        for (i, p) in load(&name, &src).enumerate() {
            let problem = match p {
                Ok(p) => p,
                Err(errors) => {
                    errors.iter().for_each(|e| errout!("{e}"));
                    failed = true;
                    continue;
                }
            };
            let label = if i == 0 {
                short.clone()
            } else {
                format!("{short}:{}", i + 1)
            };
            errln!("{label} ...");
            let mut one = run_once(&problem, 1)?;
            let mut many = run_once(&problem, threads)?;
            let mut same = one.timed_out || many.timed_out || one.output == many.output;
            if !one.timed_out && !many.timed_out && one.seconds < a.repeat_under {
                for _ in 1..a.repeat {
                    for (run, t) in [(&mut one, 1), (&mut many, threads)] {
                        let again = run_once(&problem, t)?;
                        same &= again.output == run.output;
                        if again.seconds < run.seconds {
                            *run = again;
                        }
                    }
                }
            }
            failed |= !same;
            let pop = popeye.get(&short).copied();
            let ratio = pop.filter(|_| !one.timed_out).map(|p| one.seconds / p);
            let speedup = (!one.timed_out && !many.timed_out).then(|| one.seconds / many.seconds.max(1e-9));
            ratios.extend(ratio);
            speedups.extend(speedup);
            rows.push(vec![
                label,
                problem.stipulation.to_string(),
                pop.map_or("-".into(), |p| format!("{p:.2}")),
                seconds(&one, a.maxtime),
                seconds(&many, a.maxtime),
                ratio.map_or("-".into(), |r| format!("{r:.2}")),
                speedup.map_or("-".into(), |s| format!("{s:.2}")),
                one.stats.nodes.to_string(),
                format!("{:.2}", one.stats.nodes as f64 / one.seconds.max(1e-9) / 1e6),
                one.stats.table_entries.to_string(),
                if one.timed_out || many.timed_out {
                    "-".into()
                } else if same {
                    "yes".into()
                } else {
                    "NO".into()
                },
            ]);
        }
    }
    // Problem and stipulation left, the numbers right.
    out!("{}", aligned(&rows, |column| column >= 2));
    let med = |v: Vec<f64>| median(v).map_or("-".into(), |m| format!("{m:.2}"));
    outln!(
        "median 1t/Popeye: {} ({} problems with a Popeye time); median speed-up at {threads} threads: {}",
        med(ratios.clone()),
        ratios.len(),
        med(speedups)
    );
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(super::median(vec![3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(super::median(vec![4.0, 1.0, 2.0, 3.0]), Some(2.5));
        assert_eq!(super::median(Vec::new()), None);
    }
}
