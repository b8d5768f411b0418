//! Popeye's vocabulary in English, French and German, as Popeye 4.104's
//! tables have it (one entry per value, in Popeye's order). The strings are
//! the language itself: mansuba must accept the same words.
//!
//! Source: Popeye (GPL), repository thomas-maeder/popeye. Unless a table says
//! otherwise the strings come from `output/plaintext/language_dependant.c` as
//! of commit 67f8e48b87afd8b930dd7826df9529dbcacda8f4, the newest version of
//! that file found in the index (it has the PowerTransfer condition that
//! `REGRESSIONS/4_101_105.inp` tests, i.e. a 4.10x state). Popeye keeps each
//! table as `XString[LanguageCount][N]` with the languages in the order
//! French (0), German (1), English (2); the entries below are regrouped per
//! value. The `/* n */` comments are Popeye's enum values (table indices).
//!
//! Popeye matches a token case-insensitively against one table at a time:
//! an exact match wins, otherwise a unique prefix (see `GetUniqIndex`,
//! `input/plaintext/token.h`). So keep the sub-table boundaries noted in the
//! comments when building matchers: e.g. COMMANDS merges four Popeye tables.

/// One word in the three input languages. `id` is the English name used by
/// mansuba's code.
#[derive(Clone, Copy, Debug)]
pub struct Word {
    /// Name used in mansuba's code (English, as in Popeye's English table).
    pub id: &'static str,
    /// English spelling.
    pub en: &'static str,
    /// French spelling.
    pub fr: &'static str,
    /// German spelling.
    pub de: &'static str,
}

/// Problem commands. Popeye keeps these in separate tables, all in
/// output/plaintext/language_dependant.c (older Popeye had them in one
/// TokenString table, enum Token in input/plaintext/token.h):
///   [0]       GlobalTokenString      (1 value: BeginProblem) - the word that also selects the language
///   [1..=16]  InitialTwinTokenString (16 values, Popeye index 0..15)
///   [17..=18] EndTwinTokenString     (2 values: twin, zero position)
/// The end-of-problem words (ProblemTokenString) are in END_TOKENS.
/// Entry 10 ("Separator") is Popeye's "\n" pseudo-token (old enum name SepToken), never typed.
/// Note French "protocol" (not translated) and French "zeroposition".
pub const COMMANDS: &[Word] = &[
    // --- GlobalTokenString ---
    /*   0 */
    Word {
        id: "BeginProblem",
        en: "beginproblem",
        fr: "DebutProbleme",
        de: "AnfangProblem",
    },
    // --- InitialTwinTokenString (Popeye index = n - 1) ---
    /*   1 */
    Word {
        id: "Remark",
        en: "remark",
        fr: "remarque",
        de: "Bemerkung",
    },
    /*   2 */
    Word {
        id: "SStipulation",
        en: "sstipulation",
        fr: "senonce",
        de: "sForderung",
    },
    /*   3 */
    Word {
        id: "Author",
        en: "author",
        fr: "auteur",
        de: "Autor",
    },
    /*   4 */
    Word {
        id: "Origin",
        en: "origin",
        fr: "source",
        de: "Quelle",
    },
    /*   5 */
    Word {
        id: "Pieces",
        en: "pieces",
        fr: "pieces",
        de: "Steine",
    },
    /*   6 */
    Word {
        id: "Condition",
        en: "condition",
        fr: "condition",
        de: "Bedingung",
    },
    /*   7 */
    Word {
        id: "Option",
        en: "option",
        fr: "option",
        de: "Option",
    },
    /*   8 */
    Word {
        id: "Stipulation",
        en: "stipulation",
        fr: "enonce",
        de: "Forderung",
    },
    /*   9 */
    Word {
        id: "Protocol",
        en: "protocol",
        fr: "protocol",
        de: "Protokoll",
    },
    /*  10 */
    Word {
        id: "Separator",
        en: "\n",
        fr: "\n",
        de: "\n",
    },
    /*  11 */
    Word {
        id: "Title",
        en: "title",
        fr: "titre",
        de: "Titel",
    },
    /*  12 */
    Word {
        id: "LaTeX",
        en: "LaTeX",
        fr: "LaTeX",
        de: "LaTeX",
    },
    /*  13 */
    Word {
        id: "LaTeXPieces",
        en: "LaTeXPieces",
        fr: "PiecesLaTeX",
        de: "LaTeXSteine",
    },
    /*  14 */
    Word {
        id: "Award",
        en: "award",
        fr: "prix",
        de: "Auszeichnung",
    },
    /*  15 */
    Word {
        id: "InitialGameArray",
        en: "InitialGameArray",
        fr: "PositionInitialePartie",
        de: "PartieAnfangsStellung",
    },
    /*  16 */
    Word {
        id: "Forsyth",
        en: "Forsyth",
        fr: "Forsyth",
        de: "Forsyth",
    },
    // --- EndTwinTokenString (Popeye index = n - 17) ---
    /*  17 */
    Word {
        id: "Twin",
        en: "twin",
        fr: "jumeau",
        de: "Zwilling",
    },
    /*  18 */
    Word {
        id: "ZeroPosition",
        en: "zeroposition",
        fr: "zeroposition",
        de: "NullStellung",
    },
    // --- mansuba's extension, not in Popeye ---
    /*  19 */
    Word {
        id: "Rules",
        en: "rules",
        fr: "regles",
        de: "Regeln",
    },
    /*  20 */
    Word {
        id: "Intended",
        en: "intended",
        fr: "intention",
        de: "Absicht",
    },
];

/// End-of-problem tokens: ProblemTokenString (enum ProblemToken: EndProblem,
/// NextProblem) in output/plaintext/language_dependant.c. Separate table in Popeye.
pub const END_TOKENS: &[Word] = &[
    /*   0 */
    Word {
        id: "EndProblem",
        en: "endproblem",
        fr: "FinProbleme",
        de: "EndeProblem",
    },
    /*   1 */
    Word {
        id: "NextProblem",
        en: "nextproblem",
        fr: "asuivre",
        de: "WeiteresProblem",
    },
];

/// Options: OptString (Popeye enum with OptCount = 39, declared via options/options.h).
/// Index 38 (MatesIn1) is new in the newest versions; older 4.10x versions end at 37.
pub const OPTIONS: &[Word] = &[
    /*   0 */
    Word {
        id: "Defence",
        en: "Defence",
        fr: "Defense",
        de: "Widerlegung",
    },
    /*   1 */
    Word {
        id: "SetPlay",
        en: "SetPlay",
        fr: "Apparent",
        de: "Satzspiel",
    },
    /*   2 */
    Word {
        id: "WhiteToPlay",
        en: "WhiteToPlay",
        fr: "ApparentSeul",
        de: "WeissBeginnt",
    },
    /*   3 */
    Word {
        id: "Variations",
        en: "Variations",
        fr: "Variantes",
        de: "Varianten",
    },
    /*   4 */
    Word {
        id: "MoveNumbers",
        en: "MoveNumbers",
        fr: "Trace",
        de: "Zugnummern",
    },
    /*   5 */
    Word {
        id: "StartMoveNumber",
        en: "StartMoveNumber",
        fr: "Enroute",
        de: "StartZugnummer",
    },
    /*   6 */
    Word {
        id: "NoWk",
        en: "NoWk",
        fr: "SansRB",
        de: "OhneWk",
    },
    /*   7 */
    Word {
        id: "Duplex",
        en: "Duplex",
        fr: "Duplex",
        de: "Duplex",
    },
    /*   8 */
    Word {
        id: "NoBk",
        en: "NoBk",
        fr: "SansRN",
        de: "OhneSk",
    },
    /*   9 */
    Word {
        id: "Threat",
        en: "Threat",
        fr: "Menace",
        de: "Drohung",
    },
    /*  10 */
    Word {
        id: "NoThreat",
        en: "NoThreat",
        fr: "SansMenace",
        de: "OhneDrohung",
    },
    /*  11 */
    Word {
        id: "Try",
        en: "Try",
        fr: "Essais",
        de: "Verfuehrung",
    },
    /*  12 */
    Word {
        id: "MaxSolutions",
        en: "MaxSolutions",
        fr: "MaxSolutions",
        de: "MaxLoesungen",
    },
    /*  13 */
    Word {
        id: "MaxFlightsquares",
        en: "MaxFlightsquares",
        fr: "MaxCasesFuites",
        de: "MaxFluchtFelder",
    },
    /*  14 */
    Word {
        id: "Search",
        en: "Search",
        fr: "Search",
        de: "Suchen",
    },
    /*  15 */
    Word {
        id: "MultiSolutions",
        en: "MultiSolutions",
        fr: "MultiSolutions",
        de: "MehrereLoesungen",
    },
    /*  16 */
    Word {
        id: "NoSymmetry",
        en: "NoSymmetry",
        fr: "NonSymetrique",
        de: "KeineSymmetrie",
    },
    /*  17 */
    Word {
        id: "NonTrivial",
        en: "NonTrivial",
        fr: "NonTrivial",
        de: "NichtTrivial",
    },
    /*  18 */
    Word {
        id: "KeepMatingPiece",
        en: "KeepMatingPiece",
        fr: "RetiensPieceMatante",
        de: "HalteMattsetzendenStein",
    },
    /*  19 */
    Word {
        id: "EnPassant",
        en: "EnPassant",
        fr: "EnPassant",
        de: "EnPassant",
    },
    /*  20 */
    Word {
        id: "NoBoard",
        en: "NoBoard",
        fr: "SansEchiquier",
        de: "OhneBrett",
    },
    /*  21 */
    Word {
        id: "NoShortVariations",
        en: "NoShortVariations",
        fr: "SansVariantesCourtes",
        de: "OhneKurzVarianten",
    },
    /*  22 */
    Word {
        id: "HalfDuplex",
        en: "HalfDuplex",
        fr: "DemiDuplex",
        de: "HalbDuplex",
    },
    /*  23 */
    Word {
        id: "PostKeyPlay",
        en: "PostKeyPlay",
        fr: "ApresCle",
        de: "NachSchluessel",
    },
    /*  24 */
    Word {
        id: "Intelligent",
        en: "Intelligent",
        fr: "Intelligent",
        de: "Intelligent",
    },
    /*  25 */
    Word {
        id: "MaxTime",
        en: "MaxTime",
        fr: "MaxTemps",
        de: "MaxZeit",
    },
    /*  26 */
    Word {
        id: "NoCastling",
        en: "NoCastling",
        fr: "SansRoquer",
        de: "KeineRochade",
    },
    /*  27 */
    Word {
        id: "Quodlibet",
        en: "Quodlibet",
        fr: "Quodlibet",
        de: "Quodlibet",
    },
    /*  28 */
    Word {
        id: "StopOnShortSolutions",
        en: "StopOnShortSolutions",
        fr: "FinApresSolutionsCourtes",
        de: "StopNachKurzloesungen",
    },
    /*  29 */
    Word {
        id: "Beep",
        en: "Beep",
        fr: "Bip",
        de: "Pieps",
    },
    /*  30 */
    Word {
        id: "SuppressGrid",
        en: "SuppressGrid",
        fr: "SansGrille",
        de: "OhneGitter",
    },
    /*  31 */
    Word {
        id: "WriteGrid",
        en: "WriteGrid",
        fr: "AjouteGrille",
        de: "ZeichneGitter",
    },
    /*  32 */
    Word {
        id: "CastlingMutuallyExclusive",
        en: "CastlingMutuallyExclusive",
        fr: "RoquesMutuellementExclusifs",
        de: "RochadenGegenseitigAusschliessend",
    },
    /*  33 */
    Word {
        id: "GoalIsEnd",
        en: "GoalIsEnd",
        fr: "ButEstFin",
        de: "ZielIstEnde",
    },
    /*  34 */
    Word {
        id: "unpublishedoption",
        en: "unpublishedoption",
        fr: "optionnonpubliee",
        de: "nichtpublizierteoption",
    },
    /*  35 */
    Word {
        id: "NullMoves",
        en: "NullMoves",
        fr: "CoupsVides",
        de: "NullZuege",
    },
    /*  36 */
    Word {
        id: "UpToMoveNumber",
        en: "UpToMoveNumber",
        fr: "JusquAuCoup",
        de: "BisZugnummer",
    },
    /*  37 */
    Word {
        id: "TrivialTriesAvoid",
        en: "TrivialTriesAvoid",
        fr: "TrivialEssaiSupprimer",
        de: "TrivialeFehlversucheUnterdruecken",
    },
    /*  38 */
    Word {
        id: "MatesIn1",
        en: "MatesIn1",
        fr: "MatsEn1",
        de: "MattsIn1",
    },
    // --- mansuba's extension: Tamerlane's king exchange already used ---
    Word {
        id: "KingExchangeUsed",
        en: "KingExchangeUsed",
        fr: "EchangeRoiUtilise",
        de: "KoenigstauschBenutzt",
    },
];

/// Conditions: CondString (enum Cond in conditions/conditions.h, CondCount = 236).
/// Popeye quirks kept as they are: French 157 and 209 are both "AnnanEchecs"
/// (so French "AnnanEchecs" always finds 157 by exact match); several French /
/// German entries are untranslated English or Latin; 123 is a placeholder.
/// Version note: 224..=235 (Bicaptures .. MainlyInChess) are recent additions;
/// some 4.10x states end earlier (e.g. at 223 CASTChess or 227 PowerTransfer).
/// One side branch (commit 020d866) had an extra condition 224 "CASTInverse"
/// (fr "CASTInverses", de "CASTInvers"); here CAST's inverse form is the
/// variant "Inverse" (see CONDITION_VARIANTS).
pub const CONDITIONS: &[Word] = &[
    /*   0 */
    Word {
        id: "Circe",
        en: "Circe",
        fr: "Circe",
        de: "Circe",
    },
    /*   1 */
    Word {
        id: "MirrorCirce",
        en: "MirrorCirce",
        fr: "CirceMalefique",
        de: "SpiegelCirce",
    },
    /*   2 */
    Word {
        id: "Madrasi",
        en: "Madrasi",
        fr: "Madrasi",
        de: "Madrasi",
    },
    /*   3 */
    Word {
        id: "Volage",
        en: "Volage",
        fr: "Volage",
        de: "Volage",
    },
    /*   4 */
    Word {
        id: "Hypervolage",
        en: "Hypervolage",
        fr: "Hypervolage",
        de: "Hypervolage",
    },
    /*   5 */
    Word {
        id: "BichromChess",
        en: "BichromChess",
        fr: "Bichromatique",
        de: "BichromesSchach",
    },
    /*   6 */
    Word {
        id: "MonochromChess",
        en: "MonochromChess",
        fr: "Monochromatique",
        de: "MonochromesSchach",
    },
    /*   7 */
    Word {
        id: "GridChess",
        en: "GridChess",
        fr: "Grille",
        de: "Gitterschach",
    },
    /*   8 */
    Word {
        id: "KoeKo",
        en: "KoeKo",
        fr: "Koeko",
        de: "KoeKo",
    },
    /*   9 */
    Word {
        id: "BlackEdgeMover",
        en: "BlackEdgeMover",
        fr: "NoirBordCoup",
        de: "SchwarzerRandzueger",
    },
    /*  10 */
    Word {
        id: "WhiteEdgeMover",
        en: "WhiteEdgeMover",
        fr: "BlancBordCoup",
        de: "WeisserRandzueger",
    },
    /*  11 */
    Word {
        id: "Leofamily",
        en: "Leofamily",
        fr: "Leofamily",
        de: "Leofamily",
    },
    /*  12 */
    Word {
        id: "ChineseChess",
        en: "ChineseChess",
        fr: "Chinoises",
        de: "ChinesischesSchach",
    },
    /*  13 */
    Word {
        id: "Patrouille",
        en: "Patrouille",
        fr: "Patrouille",
        de: "PatrouilleSchach",
    },
    /*  14 */
    Word {
        id: "PWC",
        en: "PWC",
        fr: "CirceEchange",
        de: "PlatzwechselCirce",
    },
    /*  15 */
    Word {
        id: "NoCapture",
        en: "NoCapture",
        fr: "SansPrises",
        de: "Ohneschlag",
    },
    /*  16 */
    Word {
        id: "ImmunChess",
        en: "ImmunChess",
        fr: "Immun",
        de: "Immunschach",
    },
    /*  17 */
    Word {
        id: "MirrorImmunChess",
        en: "MirrorImmunChess",
        fr: "ImmunMalefique",
        de: "SpiegelImmunschach",
    },
    /*  18 */
    Word {
        id: "ContactGridChess",
        en: "ContactGridChess",
        fr: "ContactGrille",
        de: "KontaktGitter",
    },
    /*  19 */
    Word {
        id: "Imitator",
        en: "Imitator",
        fr: "Imitator",
        de: "Imitator",
    },
    /*  20 */
    Word {
        id: "CavalierMajeur",
        en: "CavalierMajeur",
        fr: "CavalierMajeur",
        de: "CavalierMajeur",
    },
    /*  21 */
    Word {
        id: "HaanerChess",
        en: "HaanerChess",
        fr: "Haan",
        de: "HaanerSchach",
    },
    /*  22 */
    Word {
        id: "ChameleonCirce",
        en: "ChameleonCirce",
        fr: "CirceCameleon",
        de: "ChamaeleonCirce",
    },
    /*  23 */
    Word {
        id: "CouscousCirce",
        en: "CouscousCirce",
        fr: "CirceCouscous",
        de: "CouscousCirce",
    },
    /*  24 */
    Word {
        id: "EquipollentsCirce",
        en: "EquipollentsCirce",
        fr: "CirceEquipollents",
        de: "EquipollentsCirce",
    },
    /*  25 */
    Word {
        id: "FileCirce",
        en: "FileCirce",
        fr: "FileCirce",
        de: "FileCirce",
    },
    /*  26 */
    Word {
        id: "BlackMaximummer",
        en: "BlackMaximummer",
        fr: "NoirMaximum",
        de: "SchwarzerLaengstzueger",
    },
    /*  27 */
    Word {
        id: "BlackMinimummer",
        en: "BlackMinimummer",
        fr: "NoirMinimum",
        de: "SchwarzerKuerzestzueger",
    },
    /*  28 */
    Word {
        id: "WhiteMaximummer",
        en: "WhiteMaximummer",
        fr: "BlancMaximum",
        de: "WeisserLaengstzueger",
    },
    /*  29 */
    Word {
        id: "WhiteMinimummer",
        en: "WhiteMinimummer",
        fr: "BlancMinimum",
        de: "WeisserKuerzestzueger",
    },
    /*  30 */
    Word {
        id: "MagicSquares",
        en: "MagicSquares",
        fr: "CaseMagique",
        de: "MagischeFelder",
    },
    /*  31 */
    Word {
        id: "Sentinelles",
        en: "Sentinelles",
        fr: "Sentinelles",
        de: "Sentinelles",
    },
    /*  32 */
    Word {
        id: "Tibet",
        en: "Tibet",
        fr: "Tibet",
        de: "TibetSchach",
    },
    /*  33 */
    Word {
        id: "DoubleTibet",
        en: "DoubleTibet",
        fr: "DoubleTibet",
        de: "DoppeltibetSchach",
    },
    /*  34 */
    Word {
        id: "DiagramCirce",
        en: "DiagramCirce",
        fr: "CirceDiagramme",
        de: "DiagrammCirce",
    },
    /*  35 */
    Word {
        id: "Hole",
        en: "Hole",
        fr: "Trou",
        de: "Loch",
    },
    /*  36 */
    Word {
        id: "BlackMustCapture",
        en: "BlackMustCapture",
        fr: "NoirPriseForce",
        de: "SchwarzerSchlagzwang",
    },
    /*  37 */
    Word {
        id: "WhiteMustCapture",
        en: "WhiteMustCapture",
        fr: "BlancPriseForce",
        de: "WeisserSchlagzwang",
    },
    /*  38 */
    Word {
        id: "ReflectiveKings",
        en: "ReflectiveKings",
        fr: "RoisReflecteurs",
        de: "ReflektierendeKoenige",
    },
    /*  39 */
    Word {
        id: "TransmutedKings",
        en: "TransmutedKings",
        fr: "RoisTransmutes",
        de: "TransmutierendeKoenige",
    },
    /*  40 */
    Word {
        id: "BlackFollowMyLeader",
        en: "BlackFollowMyLeader",
        fr: "NoirPoursuite",
        de: "SchwarzerVerfolgungszueger",
    },
    /*  41 */
    Word {
        id: "WhiteFollowMyLeader",
        en: "WhiteFollowMyLeader",
        fr: "BlancPoursuite",
        de: "WeisserVerfolgungszueger",
    },
    /*  42 */
    Word {
        id: "DuellistChess",
        en: "DuellistChess",
        fr: "Duelliste",
        de: "Duellantenschach",
    },
    /*  43 */
    Word {
        id: "ParrainCirce",
        en: "ParrainCirce",
        fr: "CirceParrain",
        de: "CirceParrain",
    },
    /*  44 */
    Word {
        id: "NoIProm",
        en: "NoIProm",
        fr: "SansIProm",
        de: "OhneIUW",
    },
    /*  45 */
    Word {
        id: "SymmetryCirce",
        en: "SymmetryCirce",
        fr: "CirceSymetrique",
        de: "SymmetrieCirce",
    },
    /*  46 */
    Word {
        id: "VogtlaenderChess",
        en: "VogtlaenderChess",
        fr: "EchecsVogtlaender",
        de: "VogtlaenderSchach",
    },
    /*  47 */
    Word {
        id: "EinsteinChess",
        en: "EinsteinChess",
        fr: "EchecsEinstein",
        de: "EinsteinSchach",
    },
    /*  48 */
    Word {
        id: "Bicolores",
        en: "Bicolores",
        fr: "Bicolores",
        de: "Bicolores",
    },
    /*  49 */
    Word {
        id: "NewKoeko",
        en: "NewKoeko",
        fr: "KoekoNouveaux",
        de: "NeuKoeko",
    },
    /*  50 */
    Word {
        id: "CirceClone",
        en: "CirceClone",
        fr: "CirceClone",
        de: "CirceClone",
    },
    /*  51 */
    Word {
        id: "AntiCirce",
        en: "AntiCirce",
        fr: "AntiCirce",
        de: "AntiCirce",
    },
    /*  52 */
    Word {
        id: "MirrorFileCirce",
        en: "MirrorFileCirce",
        fr: "FileCirceMalefique",
        de: "SpiegelFileCirce",
    },
    /*  53 */
    Word {
        id: "AntipodeanCirce",
        en: "AntipodeanCirce",
        fr: "CirceAntipoden",
        de: "AntipodenCirce",
    },
    /*  54 */
    Word {
        id: "MirrorCirceClone",
        en: "MirrorCirceClone",
        fr: "CirceCloneMalefique",
        de: "SpiegelCirceclone",
    },
    /*  55 */
    Word {
        id: "MirrorAntiCirce",
        en: "MirrorAntiCirce",
        fr: "AntiCirceMalefique",
        de: "AntiSpiegelCirce",
    },
    /*  56 */
    Word {
        id: "DiagramAntiCirce",
        en: "DiagramAntiCirce",
        fr: "AntiCirceDiagramme",
        de: "AntiDiagrammCirce",
    },
    /*  57 */
    Word {
        id: "FileAntiCirce",
        en: "FileAntiCirce",
        fr: "AntiFileCirce",
        de: "AntiFileCirce",
    },
    /*  58 */
    Word {
        id: "SymmetryAntiCirce",
        en: "SymmetryAntiCirce",
        fr: "AntiCirceSymetrique",
        de: "AntiSymmetrieCirce",
    },
    /*  59 */
    Word {
        id: "MirrorFileAntiCirce",
        en: "MirrorFileAntiCirce",
        fr: "AntiFileCirceMalefique",
        de: "AntiSpiegelFileCirce",
    },
    /*  60 */
    Word {
        id: "AntipodeanAntiCirce",
        en: "AntipodeanAntiCirce",
        fr: "AntiCirceAntipoden",
        de: "AntiAntipodenCirce",
    },
    /*  61 */
    Word {
        id: "EquipollentsAntiCirce",
        en: "EquipollentsAntiCirce",
        fr: "AntiCirceEquipollents",
        de: "AntiEquipollentsCirce",
    },
    /*  62 */
    Word {
        id: "FileImmunChess",
        en: "FileImmunChess",
        fr: "ImmunFile",
        de: "FileImmunSchach",
    },
    /*  63 */
    Word {
        id: "DiagramImmunChess",
        en: "DiagramImmunChess",
        fr: "ImmunDiagramme",
        de: "DiagrammImmunSchach",
    },
    /*  64 */
    Word {
        id: "MirrorFileImmunChess",
        en: "MirrorFileImmunChess",
        fr: "ImmunFileMalefique",
        de: "SpiegelFileImmunSchach",
    },
    /*  65 */
    Word {
        id: "SymmetryImmunChess",
        en: "SymmetryImmunChess",
        fr: "ImmunSymmetrique",
        de: "SymmetrieImmunSchach",
    },
    /*  66 */
    Word {
        id: "AntipodeanImmunChess",
        en: "AntipodeanImmunChess",
        fr: "ImmunAntipoden",
        de: "AntipodenImmunSchach",
    },
    /*  67 */
    Word {
        id: "EquipollentsImmunChess",
        en: "EquipollentsImmunChess",
        fr: "ImmunEquipollents",
        de: "EquipollentsImmunSchach",
    },
    /*  68 */
    Word {
        id: "ReversalEinsteinChess",
        en: "ReversalEinsteinChess",
        fr: "ReversEchecsEinstein",
        de: "ReversesEinsteinSchach",
    },
    /*  69 */
    Word {
        id: "SuperCirce",
        en: "SuperCirce",
        fr: "SuperCirce",
        de: "SuperCirce",
    },
    /*  70 */
    Word {
        id: "RelegationChess",
        en: "RelegationChess",
        fr: "Degradierung",
        de: "Degradierung",
    },
    /*  71 */
    Word {
        id: "NorskSjakk",
        en: "NorskSjakk",
        fr: "NorskSjakk",
        de: "NorskSjakk",
    },
    /*  72 */
    Word {
        id: "TraitorChess",
        en: "TraitorChess",
        fr: "EchecsTraitor",
        de: "TraitorChess",
    },
    /*  73 */
    Word {
        id: "AndernachChess",
        en: "AndernachChess",
        fr: "EchecsAndernach",
        de: "AndernachSchach",
    },
    /*  74 */
    Word {
        id: "WhiteForcedSquare",
        en: "WhiteForcedSquare",
        fr: "BlancCaseForce",
        de: "WeissesZwangsfeld",
    },
    /*  75 */
    Word {
        id: "WhiteConsequentForcedSquare",
        en: "WhiteConsequentForcedSquare",
        fr: "BlancCaseForceConsequent",
        de: "WeissesKonsequentesZwangsfeld",
    },
    /*  76 */
    Word {
        id: "BlackForcedSquare",
        en: "BlackForcedSquare",
        fr: "NoirCaseForce",
        de: "SchwarzesZwangsfeld",
    },
    /*  77 */
    Word {
        id: "BlackConsequentForcedSquare",
        en: "BlackConsequentForcedSquare",
        fr: "NoirCaseForceConsequent",
        de: "SchwarzesKonsequentesZwangsfeld",
    },
    /*  78 */
    Word {
        id: "ChameleonChess",
        en: "ChameleonChess",
        fr: "EchecsCameleon",
        de: "ChamaeleonSchach",
    },
    /*  79 */
    Word {
        id: "FunctionaryChess",
        en: "FunctionaryChess",
        fr: "EchecsFonctionnaire",
        de: "BeamtenSchach",
    },
    /*  80 */
    Word {
        id: "GlasgowChess",
        en: "GlasgowChess",
        fr: "EchecsGlasgow",
        de: "GlasgowSchach",
    },
    /*  81 */
    Word {
        id: "AntiAndernachChess",
        en: "AntiAndernachChess",
        fr: "EchecsAntiAndernach",
        de: "AntiAndernachSchach",
    },
    /*  82 */
    Word {
        id: "FrischAufCirce",
        en: "FrischAufCirce",
        fr: "FrischAufCirce",
        de: "FrischAufCirce",
    },
    /*  83 */
    Word {
        id: "VerticalMirrorCirce",
        en: "VerticalMirrorCirce",
        fr: "CirceMalefiqueVerticale",
        de: "VertikalesSpiegelCirce",
    },
    /*  84 */
    Word {
        id: "Isardam",
        en: "Isardam",
        fr: "Isardam",
        de: "Isardam",
    },
    /*  85 */
    Word {
        id: "ChecklessChess",
        en: "ChecklessChess",
        fr: "SansEchecs",
        de: "OhneSchach",
    },
    /*  86 */
    Word {
        id: "DiametralCirce",
        en: "DiametralCirce",
        fr: "CirceDiametrale",
        de: "DiametralCirce",
    },
    /*  87 */
    Word {
        id: "PromOnly",
        en: "PromOnly",
        fr: "PromSeul",
        de: "UWnur",
    },
    /*  88 */
    Word {
        id: "RankCirce",
        en: "RankCirce",
        fr: "RankCirce",
        de: "RankCirce",
    },
    /*  89 */
    Word {
        id: "ExclusiveChess",
        en: "ExclusiveChess",
        fr: "EchecsExclusif",
        de: "ExklusivSchach",
    },
    /*  90 */
    Word {
        id: "MarsCirce",
        en: "MarsCirce",
        fr: "MarsCirce",
        de: "MarsCirce",
    },
    /*  91 */
    Word {
        id: "MarsMirrorCirce",
        en: "MarsMirrorCirce",
        fr: "MarsCirceMalefique",
        de: "MarsSpiegelCirce",
    },
    /*  92 */
    Word {
        id: "PhantomChess",
        en: "PhantomChess",
        fr: "EchecsPhantom",
        de: "PhantomSchach",
    },
    /*  93 */
    Word {
        id: "WhiteReflectiveKing",
        en: "WhiteReflectiveKing",
        fr: "BlancRoiReflecteur",
        de: "WeisserReflektierenderKoenig",
    },
    /*  94 */
    Word {
        id: "BlackReflectiveKing",
        en: "BlackReflectiveKing",
        fr: "NoirRoiReflecteur",
        de: "SchwarzerReflektierenderKoenig",
    },
    /*  95 */
    Word {
        id: "WhiteTransmutedKing",
        en: "WhiteTransmutedKing",
        fr: "BlancRoiTransmute",
        de: "WeisserTransmutierenderKoenig",
    },
    /*  96 */
    Word {
        id: "BlackTransmutedKing",
        en: "BlackTransmutedKing",
        fr: "NoirRoiTransmute",
        de: "SchwarzerTransmutierenderKoenig",
    },
    /*  97 */
    Word {
        id: "AntiEinsteinChess",
        en: "AntiEinsteinChess",
        fr: "EchecsAntiEinstein",
        de: "AntiEinsteinSchach",
    },
    /*  98 */
    Word {
        id: "MirrorCouscousCirce",
        en: "MirrorCouscousCirce",
        fr: "CirceCouscousMalefique",
        de: "SpiegelCouscousCirce",
    },
    /*  99 */
    Word {
        id: "BlackRoyalSquare",
        en: "BlackRoyalSquare",
        fr: "NoirCaseRoyal",
        de: "SchwarzesKoeniglichesFeld",
    },
    /* 100 */
    Word {
        id: "WhiteRoyalSquare",
        en: "WhiteRoyalSquare",
        fr: "BlancCaseRoyal",
        de: "WeissesKoeniglichesFeld",
    },
    /* 101 */
    Word {
        id: "BrunnerChess",
        en: "BrunnerChess",
        fr: "EchecsBrunner",
        de: "BrunnerSchach",
    },
    /* 102 */
    Word {
        id: "PlusChess",
        en: "PlusChess",
        fr: "EchecsPlus",
        de: "PlusSchach",
    },
    /* 103 */
    Word {
        id: "CirceAssassin",
        en: "CirceAssassin",
        fr: "CirceAssassin",
        de: "AssassinCirce",
    },
    /* 104 */
    Word {
        id: "PatienceChess",
        en: "PatienceChess",
        fr: "EchecsPatience",
        de: "PatienceSchach",
    },
    /* 105 */
    Word {
        id: "RepublicanChess",
        en: "RepublicanChess",
        fr: "EchecsRepublicains",
        de: "RepublikanerSchach",
    },
    /* 106 */
    Word {
        id: "ExtinctionChess",
        en: "ExtinctionChess",
        fr: "EchecsExtinction",
        de: "AusrottungsSchach",
    },
    /* 107 */
    Word {
        id: "CentralChess",
        en: "CentralChess",
        fr: "EchecsCentral",
        de: "ZentralSchach",
    },
    /* 108 */
    Word {
        id: "ActuatedRevolvingBoard",
        en: "ActuatedRevolvingBoard",
        fr: "ActuatedRevolvingBoard",
        de: "ActuatedRevolvingBoard",
    },
    /* 109 */
    Word {
        id: "MessignyChess",
        en: "MessignyChess",
        fr: "EchecsMessigny",
        de: "MessignySchach",
    },
    /* 110 */
    Word {
        id: "Woozles",
        en: "Woozles",
        fr: "Woozles",
        de: "Woozles",
    },
    /* 111 */
    Word {
        id: "BiWoozles",
        en: "BiWoozles",
        fr: "BiWoozles",
        de: "BiWoozles",
    },
    /* 112 */
    Word {
        id: "Heffalumps",
        en: "Heffalumps",
        fr: "Heffalumps",
        de: "Heffalumps",
    },
    /* 113 */
    Word {
        id: "BiHeffalumps",
        en: "BiHeffalumps",
        fr: "BiHeffalumps",
        de: "BiHeffalumps",
    },
    /* 114 */
    Word {
        id: "WhitePromSquares",
        en: "WhitePromSquares",
        fr: "BlancCasePromotion",
        de: "UWFeldWeiss",
    },
    /* 115 */
    Word {
        id: "BlackPromSquares",
        en: "BlackPromSquares",
        fr: "NoirCasePromotion",
        de: "UWFeldSchwarz",
    },
    /* 116 */
    Word {
        id: "NoWhitePromotion",
        en: "NoWhitePromotion",
        fr: "SansBlancPromotion",
        de: "OhneWeissUW",
    },
    /* 117 */
    Word {
        id: "NoBlackPromotion",
        en: "NoBlackPromotion",
        fr: "SansNoirPromotion",
        de: "OhneSchwarzUW",
    },
    /* 118 */
    Word {
        id: "EiffelChess",
        en: "EiffelChess",
        fr: "EchecsEiffel",
        de: "EiffelSchach",
    },
    /* 119 */
    Word {
        id: "BlackUltraSchachZwang",
        en: "BlackUltraSchachZwang",
        fr: "NoirUltraSchachZwang",
        de: "SchwarzerUltraSchachZwang",
    },
    /* 120 */
    Word {
        id: "WhiteUltraSchachZwang",
        en: "WhiteUltraSchachZwang",
        fr: "BlancUltraSchachZwang",
        de: "WeisserUltraSchachZwang",
    },
    /* 121 */
    Word {
        id: "ActuatedRevolvingCentre",
        en: "ActuatedRevolvingCentre",
        fr: "ActuatedRevolvingCentre",
        de: "ActuatedRevolvingCentre",
    },
    /* 122 */
    Word {
        id: "ShieldedKings",
        en: "ShieldedKings",
        fr: "ShieldedKings",
        de: "SchutzKoenige",
    },
    /* 123 */
    Word {
        id: "CURRENTLYUNUSED",
        en: "CURRENTLYUNUSED",
        fr: "NONUTILISEACTUELLEMENT",
        de: "ZURZEITUNVERWENDET",
    },
    /* 124 */
    Word {
        id: "LineChameleonChess",
        en: "LineChameleonChess",
        fr: "EchecsCameleonLigne",
        de: "LinienChamaeleonSchach",
    },
    /* 125 */
    Word {
        id: "NoWhiteCapture",
        en: "NoWhiteCapture",
        fr: "BlancSansPrises",
        de: "WeisserOhneSchlag",
    },
    /* 126 */
    Word {
        id: "NoBlackCapture",
        en: "NoBlackCapture",
        fr: "NoirSansPrises",
        de: "SchwarzerOhneSchlag",
    },
    /* 127 */
    Word {
        id: "AprilChess",
        en: "AprilChess",
        fr: "EchecsAvril",
        de: "Aprilschach",
    },
    /* 128 */
    Word {
        id: "AlphabeticChess",
        en: "AlphabeticChess",
        fr: "EchecsAlphabetiques",
        de: "AlphabetischesSchach",
    },
    /* 129 */
    Word {
        id: "CirceTurncoats",
        en: "CirceTurncoats",
        fr: "CirceTurncoats",
        de: "TurncoatCirce",
    },
    /* 130 */
    Word {
        id: "CirceDoubleAgents",
        en: "CirceDoubleAgents",
        fr: "CirceDoubleAgents",
        de: "DoppelAgentenCirce",
    },
    /* 131 */
    Word {
        id: "AMU",
        en: "AMU",
        fr: "AMU",
        de: "AMU",
    },
    /* 132 */
    Word {
        id: "SingleBox",
        en: "SingleBox",
        fr: "SingleBox",
        de: "NurPartiesatzSteine",
    },
    /* 133 */
    Word {
        id: "MAFF",
        en: "MAFF",
        fr: "MAFF",
        de: "MAFF",
    },
    /* 134 */
    Word {
        id: "OWU",
        en: "OWU",
        fr: "OWU",
        de: "OWU",
    },
    /* 135 */
    Word {
        id: "WhiteOscillatingKings",
        en: "WhiteOscillatingKings",
        fr: "BlancRoisOscillant",
        de: "WeisseOszillierendeKoenige",
    },
    /* 136 */
    Word {
        id: "BlackOscillatingKings",
        en: "BlackOscillatingKings",
        fr: "NoirRoisOscillant",
        de: "SchwarzeOszillierendeKoenige",
    },
    /* 137 */
    Word {
        id: "AntiKings",
        en: "AntiKings",
        fr: "AntiRois",
        de: "AntiKoenige",
    },
    /* 138 */
    Word {
        id: "AntiMarsCirce",
        en: "AntiMarsCirce",
        fr: "AntiMarsCirce",
        de: "AntiMarsCirce",
    },
    /* 139 */
    Word {
        id: "AntiMarsMirrorCirce",
        en: "AntiMarsMirrorCirce",
        fr: "AntiMarsMalefiqueCirce",
        de: "AntiMarsMalefiqueCirce",
    },
    /* 140 */
    Word {
        id: "AntiMarsAntipodeanCirce",
        en: "AntiMarsAntipodeanCirce",
        fr: "AntiMarsAntipodeanCirce",
        de: "AntiMarsAntipodeanCirce",
    },
    /* 141 */
    Word {
        id: "WhiteSuperTransmutingKing",
        en: "WhiteSuperTransmutingKing",
        fr: "BlancSuperRoiTransmute",
        de: "WeisserSuperTransmutierenderKoenig",
    },
    /* 142 */
    Word {
        id: "BlackSuperTransmutingKing",
        en: "BlackSuperTransmutingKing",
        fr: "NoirSuperRoiTransmute",
        de: "SchwarzerSuperTransmutierenderKoenig",
    },
    /* 143 */
    Word {
        id: "AntiSuperCirce",
        en: "AntiSuperCirce",
        fr: "AntiSuperCirce",
        de: "AntiSuperCirce",
    },
    /* 144 */
    Word {
        id: "UltraPatrol",
        en: "UltraPatrol",
        fr: "UltraPatrouille",
        de: "UltraPatrouille",
    },
    /* 145 */
    Word {
        id: "SwappingKings",
        en: "SwappingKings",
        fr: "RoisEchanges",
        de: "TauschKoenige",
    },
    /* 146 */
    Word {
        id: "RoyalDynasty",
        en: "RoyalDynasty",
        fr: "DynastieRoyale",
        de: "KoenigsDynastie",
    },
    /* 147 */
    Word {
        id: "SAT",
        en: "SAT",
        fr: "SAT",
        de: "SAT",
    },
    /* 148 */
    Word {
        id: "StrictSAT",
        en: "StrictSAT",
        fr: "StrictSAT",
        de: "StrictSAT",
    },
    /* 149 */
    Word {
        id: "Take&MakeChess",
        en: "Take&MakeChess",
        fr: "Take&MakeEchecs",
        de: "Take&MakeSchach",
    },
    /* 150 */
    Word {
        id: "BlackSynchronMover",
        en: "BlackSynchronMover",
        fr: "NoirSynchronCoup",
        de: "SchwarzerSynchronZueger",
    },
    /* 151 */
    Word {
        id: "WhiteSynchronMover",
        en: "WhiteSynchronMover",
        fr: "BlancSynchronCoup",
        de: "WeisserSynchronZueger",
    },
    /* 152 */
    Word {
        id: "BlackAntiSynchronMover",
        en: "BlackAntiSynchronMover",
        fr: "NoirAntiSynchronCoup",
        de: "SchwarzerAntiSynchronZueger",
    },
    /* 153 */
    Word {
        id: "WhiteAntiSynchronMover",
        en: "WhiteAntiSynchronMover",
        fr: "BlancAntiSynchronCoup",
        de: "WeisserAntiSynchronZueger",
    },
    /* 154 */
    Word {
        id: "Masand",
        en: "Masand",
        fr: "Masand",
        de: "Masand",
    },
    /* 155 */
    Word {
        id: "BGL",
        en: "BGL",
        fr: "BGL",
        de: "BGL",
    },
    /* 156 */
    Word {
        id: "BlackChecks",
        en: "BlackChecks",
        fr: "NoirEchecs",
        de: "SchwarzSchaecher",
    },
    /* 157 */
    Word {
        id: "AnnanChess",
        en: "AnnanChess",
        fr: "AnnanEchecs",
        de: "Annanschach",
    },
    /* 158 */
    Word {
        id: "NormalPawn",
        en: "NormalPawn",
        fr: "PionNormale",
        de: "NormalBauern",
    },
    /* 159 */
    Word {
        id: "Lortap",
        en: "Lortap",
        fr: "Elliuortap",
        de: "Elliuortap",
    },
    /* 160 */
    Word {
        id: "VaultingKings",
        en: "VaultingKings",
        fr: "VaultingKings",
        de: "VaultingKings",
    },
    /* 161 */
    Word {
        id: "WhiteVaultingKing",
        en: "WhiteVaultingKing",
        fr: "BlancVaultingKing",
        de: "WeisserVaultingKing",
    },
    /* 162 */
    Word {
        id: "BlackVaultingKing",
        en: "BlackVaultingKing",
        fr: "NoirVaultingKing",
        de: "SchwarzerVaultingKing",
    },
    /* 163 */
    Word {
        id: "ProteanChess",
        en: "ProteanChess",
        fr: "EchecsProtee",
        de: "ProteischesSchach",
    },
    /* 164 */
    Word {
        id: "GenevaChess",
        en: "GenevaChess",
        fr: "EchecsGeneve",
        de: "GenferSchach",
    },
    /* 165 */
    Word {
        id: "ChameleonPursuit",
        en: "ChameleonPursuit",
        fr: "CameleonPoursuite",
        de: "ChamaeleonVerfolgung",
    },
    /* 166 */
    Word {
        id: "AntiKoeko",
        en: "AntiKoeko",
        fr: "AntiKoeko",
        de: "AntiKoeko",
    },
    /* 167 */
    Word {
        id: "CastlingChess",
        en: "CastlingChess",
        fr: "EchecsRoque",
        de: "RochadeSchach",
    },
    /* 168 */
    Word {
        id: "LosingChess",
        en: "LosingChess",
        fr: "QuiPerdGagne",
        de: "Schlagschach",
    },
    /* 169 */
    Word {
        id: "Disparate",
        en: "Disparate",
        fr: "Disparate",
        de: "Disparate",
    },
    /* 170 */
    Word {
        id: "GhostChess",
        en: "GhostChess",
        fr: "EchecsGhost",
        de: "Geisterschach",
    },
    /* 171 */
    Word {
        id: "HauntedChess",
        en: "HauntedChess",
        fr: "EchecsHantes",
        de: "Spukschach",
    },
    /* 172 */
    Word {
        id: "ProvocationChess",
        en: "ProvocationChess",
        fr: "EchecsProvacateurs",
        de: "ProvokationSchach",
    },
    /* 173 */
    Word {
        id: "CageCirce",
        en: "CageCirce",
        fr: "CirceCage",
        de: "KaefigCirce",
    },
    /* 174 */
    Word {
        id: "Dummy",
        en: "Dummy",
        fr: "Dummy",
        de: "Dummy",
    },
    /* 175 */
    Word {
        id: "Football",
        en: "Football",
        fr: "Football",
        de: "Fussball",
    },
    /* 176 */
    Word {
        id: "ContraParrain",
        en: "ContraParrain",
        fr: "ContraParrain",
        de: "KontraParrain",
    },
    /* 177 */
    Word {
        id: "KobulKings",
        en: "KobulKings",
        fr: "RoisKobul",
        de: "KobulKoenige",
    },
    /* 178 */
    Word {
        id: "ExchangeCastling",
        en: "ExchangeCastling",
        fr: "EchangeRoque",
        de: "PlatzwechselRochade",
    },
    /* 179 */
    Word {
        id: "WhiteAlphabeticChess",
        en: "WhiteAlphabeticChess",
        fr: "BlancEchecsAlphabetiques",
        de: "WeissesAlphabetischesSchach",
    },
    /* 180 */
    Word {
        id: "BlackAlphabeticChess",
        en: "BlackAlphabeticChess",
        fr: "NoirEchecsAlphabetiques",
        de: "SchwarzesAlphabetischesSchach",
    },
    /* 181 */
    Word {
        id: "CirceTake&Make",
        en: "CirceTake&Make",
        fr: "CirceTake&Make",
        de: "CirceTake&Make",
    },
    /* 182 */
    Word {
        id: "SuperGuards",
        en: "SuperGuards",
        fr: "Supergardes",
        de: "SuperDeckungen",
    },
    /* 183 */
    Word {
        id: "Wormholes",
        en: "Wormholes",
        fr: "TrousDeVer",
        de: "Wurmloecher",
    },
    /* 184 */
    Word {
        id: "MarineChess",
        en: "MarineChess",
        fr: "EchecsMarins",
        de: "MarinesSchach",
    },
    /* 185 */
    Word {
        id: "UltramarineChess",
        en: "UltramarineChess",
        fr: "EchecsUltramarins",
        de: "UltramarinesSchach",
    },
    /* 186 */
    Word {
        id: "BackHome",
        en: "BackHome",
        fr: "Retour",
        de: "NachHause",
    },
    /* 187 */
    Word {
        id: "FaceToFace",
        en: "FaceToFace",
        fr: "FaceAFace",
        de: "AngesichtZuAngesicht",
    },
    /* 188 */
    Word {
        id: "BackToBack",
        en: "BackToBack",
        fr: "DosADos",
        de: "RueckenAnRuecken",
    },
    /* 189 */
    Word {
        id: "CheekToCheek",
        en: "CheekToCheek",
        fr: "JoueAJoue",
        de: "WangeAnWange",
    },
    /* 190 */
    Word {
        id: "ChameleonSequence",
        en: "ChameleonSequence",
        fr: "CameleonSequence",
        de: "Chamaeleonsequenz",
    },
    /* 191 */
    Word {
        id: "AntiCloneCirce",
        en: "AntiCloneCirce",
        fr: "AntiCloneCirce",
        de: "AntiCloneCirce",
    },
    /* 192 */
    Word {
        id: "SnekChess",
        en: "SnekChess",
        fr: "EchecsSnek",
        de: "SnekSchach",
    },
    /* 193 */
    Word {
        id: "SnekCircleChess",
        en: "SnekCircleChess",
        fr: "EchecsSnekCirculaires",
        de: "SnekZirkulaerSchach",
    },
    /* 194 */
    Word {
        id: "LastCapture",
        en: "LastCapture",
        fr: "DernierePrise",
        de: "LetzterSchlag",
    },
    /* 195 */
    Word {
        id: "ArgentinianChess",
        en: "ArgentinianChess",
        fr: "EchecsArgentins",
        de: "ArgentinischesSchach",
    },
    /* 196 */
    Word {
        id: "LostPieces",
        en: "LostPieces",
        fr: "PiecesPerdues",
        de: "VerloreneSteine",
    },
    /* 197 */
    Word {
        id: "PartialParalysis",
        en: "PartialParalysis",
        fr: "ParalysePartielle",
        de: "PartielleParalyse",
    },
    /* 198 */
    Word {
        id: "VerticalSymmetryCirce",
        en: "VerticalSymmetryCirce",
        fr: "CirceSymetriqueVerticale",
        de: "VertikaleSymmetrieCirce",
    },
    /* 199 */
    Word {
        id: "HorizontalSymmetryCirce",
        en: "HorizontalSymmetryCirce",
        fr: "CirceSymetriqueHorizontale",
        de: "HorizontaleSymmetrieCirce",
    },
    /* 200 */
    Word {
        id: "VerticalSymmetryAntiCirce",
        en: "VerticalSymmetryAntiCirce",
        fr: "AntiCirceSymetriqueVerticale",
        de: "VertikaleAntiSymmetrieCirce",
    },
    /* 201 */
    Word {
        id: "HorizontalSymmetryAntiCirce",
        en: "HorizontalSymmetryAntiCirce",
        fr: "AntiCirceSymetriqueHorizontale",
        de: "HorizontaleAntiSymmetrieCirce",
    },
    /* 202 */
    Word {
        id: "ImmuneVerticalSymmetry",
        en: "ImmuneVerticalSymmetry",
        fr: "ImmuneSymetriqueVerticale",
        de: "ImmuneVertikaleSymmetrie",
    },
    /* 203 */
    Word {
        id: "ImmuneHorizontalSymmetry",
        en: "ImmuneHorizontalSymmetry",
        fr: "ImmuneSymetriqueHorizontale",
        de: "ImmuneHorizontaleSymmetrie",
    },
    /* 204 */
    Word {
        id: "LeseMajeste",
        en: "LeseMajeste",
        fr: "LeseMajeste",
        de: "LeseMajeste",
    },
    /* 205 */
    Word {
        id: "Rokagogo",
        en: "Rokagogo",
        fr: "Rokagogo",
        de: "Rokagogo",
    },
    /* 206 */
    Word {
        id: "Breton",
        en: "Breton",
        fr: "Breton",
        de: "Breton",
    },
    /* 207 */
    Word {
        id: "Make&TakeChess",
        en: "Make&TakeChess",
        fr: "Make&TakeEchecs",
        de: "Make&TakeSchach",
    },
    /* 208 */
    Word {
        id: "PointReflection",
        en: "PointReflection",
        fr: "ReflexionCentrale",
        de: "Punktspiegelung",
    },
    /* 209 */
    Word {
        id: "NannaChess",
        en: "NannaChess",
        fr: "AnnanEchecs",
        de: "Nannaschach",
    },
    /* 210 */
    Word {
        id: "MasandGeneralised",
        en: "MasandGeneralised",
        fr: "MasandGeneralise",
        de: "MasandVerallgemeinert",
    },
    /* 211 */
    Word {
        id: "Bolero",
        en: "Bolero",
        fr: "Bolero",
        de: "Bolero",
    },
    /* 212 */
    Word {
        id: "BoleroInverse",
        en: "BoleroInverse",
        fr: "BoleroInverse",
        de: "BoleroInvers",
    },
    /* 213 */
    Word {
        id: "Influencer",
        en: "Influencer",
        fr: "Influenceur",
        de: "Influencer",
    },
    /* 214 */
    Word {
        id: "RoleExchange",
        en: "RoleExchange",
        fr: "EchangeRole",
        de: "Rollentausch",
    },
    /* 215 */
    Word {
        id: "BlackMaxDister",
        en: "BlackMaxDister",
        fr: "NoirMaxDister",
        de: "SchwarzerMaxDister",
    },
    /* 216 */
    Word {
        id: "BlackMinDister",
        en: "BlackMinDister",
        fr: "NoirMinDister",
        de: "SchwarzerMinDister",
    },
    /* 217 */
    Word {
        id: "WhiteMaxDister",
        en: "WhiteMaxDister",
        fr: "BlancMaxDister",
        de: "WeisserMaxDister",
    },
    /* 218 */
    Word {
        id: "WhiteMinDister",
        en: "WhiteMinDister",
        fr: "BlancMinDister",
        de: "WeisserMinDister",
    },
    /* 219 */
    Word {
        id: "SeriesCapture",
        en: "SeriesCapture",
        fr: "SerieCapture",
        de: "SerienSchlag",
    },
    /* 220 */
    Word {
        id: "DarkSide",
        en: "DarkSide",
        fr: "DarkSide",
        de: "DarkSide",
    },
    /* 221 */
    Word {
        id: "Leffie",
        en: "Leffie",
        fr: "Leffie",
        de: "Leffie",
    },
    /* 222 */
    Word {
        id: "Pepo",
        en: "Pepo",
        fr: "Pepo",
        de: "Pepo",
    },
    /* 223 */
    Word {
        id: "CASTChess",
        en: "CASTChess",
        fr: "CASTEchecs",
        de: "CASTSchach",
    },
    /* 224 */
    Word {
        id: "Bicaptures",
        en: "Bicaptures",
        fr: "Bicaptures",
        de: "Bicaptures",
    },
    /* 225 */
    Word {
        id: "FuddledMen",
        en: "FuddledMen",
        fr: "FuddledMen",
        de: "FuddledMen",
    },
    /* 226 */
    Word {
        id: "TransmissionMenace",
        en: "TransmissionMenace",
        fr: "TransmissionMenace",
        de: "TransmissionMenace",
    },
    /* 227 */
    Word {
        id: "PowerTransfer",
        en: "PowerTransfer",
        fr: "TransfertPouvoir",
        de: "KraftTransfer",
    },
    /* 228 */
    Word {
        id: "MultiCaptures",
        en: "MultiCaptures",
        fr: "MultiCaptures",
        de: "MultiCaptures",
    },
    /* 229 */
    Word {
        id: "AntiGuards",
        en: "AntiGuards",
        fr: "Antigardes",
        de: "AntiDeckungen",
    },
    /* 230 */
    Word {
        id: "FrankfurtChess",
        en: "FrankfurtChess",
        fr: "Francfort",
        de: "FrankfurtSchach",
    },
    /* 231 */
    Word {
        id: "Anda",
        en: "Anda",
        fr: "Anda",
        de: "Anda",
    },
    /* 232 */
    Word {
        id: "AndaInverse",
        en: "AndaInverse",
        fr: "AndaInverse",
        de: "AndaInvers",
    },
    /* 233 */
    Word {
        id: "HalfInChess",
        en: "HalfInChess",
        fr: "HalfInChess",
        de: "HalfInChess",
    },
    /* 234 */
    Word {
        id: "AllInChess",
        en: "AllInChess",
        fr: "AllInChess",
        de: "AllInChess",
    },
    /* 235 */
    Word {
        id: "MainlyInChess",
        en: "MainlyInChess",
        fr: "MainlyInChess",
        de: "MainlyInChess",
    }, /* 236 */
    Word {
        id: "AliceChess",
        en: "AliceChess",
        fr: "Alice",
        de: "AliceSchach",
    },
    /* 237 */
    Word {
        id: "Immobilio",
        en: "Immobilio",
        fr: "Immobilio",
        de: "Immobilio",
    },
    /* 238 */
    Word {
        id: "PADChess",
        en: "PADChess",
        fr: "PADechecs",
        de: "PADSchach",
    },
    /* 239 */
    Word {
        id: "DangerCirce",
        en: "DangerCirce",
        fr: "CirceDanger",
        de: "GefahrenCirce",
    },
    /* 240 */
    Word {
        id: "#C",
        en: "#C",
        fr: "#C",
        de: "#C",
    },
];

/// Popeye's "extra" conditions (its `ExtraCondTab`), read only where no
/// condition of [`CONDITIONS`] matches: the mummer of the side the
/// stipulation restricts, and UltraSchachZwang.
pub const EXTRA_CONDITIONS: &[Word] = &[
    Word {
        id: "Maximummer",
        en: "Maximummer",
        fr: "Maximum",
        de: "Laengstzueger",
    },
    Word {
        id: "UltraSchachZwang",
        en: "UltraSchachZwang",
        fr: "UltraSchachZwang",
        de: "UltraSchachZwang",
    },
];

/// Condition variants / sub-keywords: all of Popeye's variant tables, in the
/// order they appear in output/plaintext/language_dependant.c. Each group is a
/// separate Popeye table (matched separately, after the condition that takes
/// it); group boundaries are marked below. `id` is the English word (the two
/// empty mummer-strictness entries get placeholder ids).
pub const CONDITION_VARIANTS: &[Word] = &[
    // --- VaultingVariantTypeString (1): VaultingKings ---
    /*   0 */
    Word {
        id: "Transmuting",
        en: "Transmuting",
        fr: "Transmute",
        de: "Transmutierende",
    },
    // --- ConditionLetteredVariantTypeString (ConditionLetteredVariantType: TypeA..TypeD) ---
    /*   1 */
    Word {
        id: "TypeA",
        en: "TypeA",
        fr: "TypeA",
        de: "TypA",
    },
    /*   2 */
    Word {
        id: "TypeB",
        en: "TypeB",
        fr: "TypeB",
        de: "TypB",
    },
    /*   3 */
    Word {
        id: "TypeC",
        en: "TypeC",
        fr: "TypeC",
        de: "TypC",
    },
    /*   4 */
    Word {
        id: "TypeD",
        en: "TypeD",
        fr: "TypeD",
        de: "TypD",
    },
    // --- ConditionNumberedVariantTypeString (ConditionNumberedVariantType: Type1..Type3), e.g. SingleBox ---
    /*   5 */
    Word {
        id: "Type1",
        en: "Type1",
        fr: "Type1",
        de: "Typ1",
    },
    /*   6 */
    Word {
        id: "Type2",
        en: "Type2",
        fr: "Type2",
        de: "Typ2",
    },
    /*   7 */
    Word {
        id: "Type3",
        en: "Type3",
        fr: "Type3",
        de: "Typ3",
    },
    // --- AntiCirceVariantTypeString (anticirce_type: Calvet, Cheylan) ---
    /*   8 */
    Word {
        id: "Calvet",
        en: "Calvet",
        fr: "Calvet",
        de: "Calvet",
    },
    /*   9 */
    Word {
        id: "Cheylan",
        en: "Cheylan",
        fr: "Cheylan",
        de: "Cheylan",
    },
    // --- SentinellesVariantTypeString (SentinellesVariant) ---
    /*  10 */
    Word {
        id: "PionPropre",
        en: "PionPropre",
        fr: "PionPropre",
        de: "PionPropre",
    },
    /*  11 */
    Word {
        id: "PionAdvers",
        en: "PionAdvers",
        fr: "PionAdvers",
        de: "PionAdvers",
    },
    /*  12 */
    Word {
        id: "PionNeutre",
        en: "PionNeutre",
        fr: "PionNeutre",
        de: "PionNeutre",
    },
    /*  13 */
    Word {
        id: "MaximumBlack",
        en: "MaximumBlack",
        fr: "MaximumNoir",
        de: "MaximumSchwarz",
    },
    /*  14 */
    Word {
        id: "MaximumWhite",
        en: "MaximumWhite",
        fr: "MaximumBlanc",
        de: "MaximumWeiss",
    },
    /*  15 */
    Word {
        id: "MaximumTotal",
        en: "MaximumTotal",
        fr: "MaximumTotal",
        de: "MaximumTotal",
    },
    /*  16 */
    Word {
        id: "ParaSentinelles",
        en: "ParaSentinelles",
        fr: "ParaSentinelles",
        de: "ParaSentinelles",
    },
    /*  17 */
    Word {
        id: "Berolina",
        en: "Berolina",
        fr: "Berolina",
        de: "Berolina",
    },
    // --- GridVariantTypeString (GridVariant) ---
    /*  18 */
    Word {
        id: "VerticalShift",
        en: "VerticalShift",
        fr: "VerticalDecalage",
        de: "VertikalVerschieben",
    },
    /*  19 */
    Word {
        id: "HorizontalShift",
        en: "HorizontalShift",
        fr: "HorizontalDecalage",
        de: "HorizontalVerschieben",
    },
    /*  20 */
    Word {
        id: "DiagonalShift",
        en: "DiagonalShift",
        fr: "DiagonalDecalage",
        de: "DiagonalVerschieben",
    },
    /*  21 */
    Word {
        id: "Orthogonal",
        en: "Orthogonal",
        fr: "Orthogonale",
        de: "Orthogonal",
    },
    /*  22 */
    Word {
        id: "Irregular",
        en: "Irregular",
        fr: "Irreguliere",
        de: "Unregelmaessig",
    },
    /*  23 */
    Word {
        id: "GridLine",
        en: "GridLine",
        fr: "LigneGrille",
        de: "GitterLinie",
    },
    // --- KobulVariantTypeString (KobulVariant) ---
    /*  24 */
    Word {
        id: "White",
        en: "White",
        fr: "Blancs",
        de: "Weiss",
    },
    /*  25 */
    Word {
        id: "Black",
        en: "Black",
        fr: "Noirs",
        de: "Schwarz",
    },
    // --- KoekoVariantTypeString (1) ---
    /*  26 */
    Word {
        id: "Neighbour",
        en: "Neighbour",
        fr: "Voisin",
        de: "Nachbar",
    },
    // --- CirceVariantTypeString (CirceVariant, 37 entries; Calvet/Cheylan also in the AntiCirce table above) ---
    /*  27 */
    Word {
        id: "RexInclusive",
        en: "RexInclusive",
        fr: "RexInclusif",
        de: "RexInklusive",
    },
    /*  28 */
    Word {
        id: "RexExclusive",
        en: "RexExclusive",
        fr: "RexExclusif",
        de: "RexExklusive",
    },
    /*  29 */
    Word {
        id: "Mirror",
        en: "Mirror",
        fr: "Malefique",
        de: "Spiegel",
    },
    /*  30 */
    Word {
        id: "Assassin",
        en: "Assassin",
        fr: "Assassin",
        de: "Assassin",
    },
    /*  31 */
    Word {
        id: "Diametral",
        en: "Diametral",
        fr: "Diametral",
        de: "Diametral",
    },
    /*  32 */
    Word {
        id: "VerticalMirror",
        en: "VerticalMirror",
        fr: "MalefiqueVerticale",
        de: "VertikalSpiegel",
    },
    /*  33 */
    Word {
        id: "Clone",
        en: "Clone",
        fr: "Clone",
        de: "Clone",
    },
    /*  34 */
    Word {
        id: "Chameleon",
        en: "Chameleon",
        fr: "Chameleon",
        de: "Chamaeleon",
    },
    /*  35 */
    Word {
        id: "Turncoats",
        en: "Turncoats",
        fr: "Turncoats",
        de: "Turncoat",
    },
    /*  36 */
    Word {
        id: "Couscous",
        en: "Couscous",
        fr: "Couscous",
        de: "Couscous",
    },
    /*  37 */
    Word {
        id: "LastMove",
        en: "LastMove",
        fr: "CoupDernier",
        de: "LetzterZug",
    },
    /*  38 */
    Word {
        id: "Equipollents",
        en: "Equipollents",
        fr: "Equipollents",
        de: "Equipollents",
    },
    /*  39 */
    Word {
        id: "Parrain",
        en: "Parrain",
        fr: "Parrain",
        de: "Parrain",
    },
    /*  40 */
    Word {
        id: "ContraParrain",
        en: "ContraParrain",
        fr: "ContraParrain",
        de: "ContraParrain",
    },
    /*  41 */
    Word {
        id: "Cage",
        en: "Cage",
        fr: "Cage",
        de: "Kaefig",
    },
    /*  42 */
    Word {
        id: "Rank",
        en: "Rank",
        fr: "Rangee",
        de: "Reihe",
    },
    /*  43 */
    Word {
        id: "File",
        en: "File",
        fr: "Colonne",
        de: "File",
    },
    /*  44 */
    Word {
        id: "Symmetry",
        en: "Symmetry",
        fr: "Symetrie",
        de: "Symmetrie",
    },
    /*  45 */
    Word {
        id: "VerticalSymmetry",
        en: "VerticalSymmetry",
        fr: "VerticaleSymetrique",
        de: "VertikaleSymmetrie",
    },
    /*  46 */
    Word {
        id: "HorizontalSymmetry",
        en: "HorizontalSymmetry",
        fr: "HorizontaleSymetrique",
        de: "HorizontaleSymmetrie",
    },
    /*  47 */
    Word {
        id: "Diagram",
        en: "Diagram",
        fr: "Diagramme",
        de: "Diagramm",
    },
    /*  48 */
    Word {
        id: "PWC",
        en: "PWC",
        fr: "Echange",
        de: "Platzwechsel",
    },
    /*  49 */
    Word {
        id: "Antipodes",
        en: "Antipodes",
        fr: "Antipodes",
        de: "Antipoden",
    },
    /*  50 */
    Word {
        id: "Take&Make",
        en: "Take&Make",
        fr: "Take&Make",
        de: "Take&Make",
    },
    /*  51 */
    Word {
        id: "Super",
        en: "Super",
        fr: "Super",
        de: "Super",
    },
    /*  52 */
    Word {
        id: "April",
        en: "April",
        fr: "Avril",
        de: "April",
    },
    /*  53 */
    Word {
        id: "Frischauf",
        en: "Frischauf",
        fr: "Frischauf",
        de: "Frischauf",
    },
    /*  54 */
    Word {
        id: "Calvet",
        en: "Calvet",
        fr: "Calvet",
        de: "Calvet",
    },
    /*  55 */
    Word {
        id: "Cheylan",
        en: "Cheylan",
        fr: "Cheylan",
        de: "Cheylan",
    },
    /*  56 */
    Word {
        id: "Strict",
        en: "Strict",
        fr: "Stricte",
        de: "Strikt",
    },
    /*  57 */
    Word {
        id: "Relaxed",
        en: "Relaxed",
        fr: "Relache",
        de: "Locker",
    },
    /*  58 */
    Word {
        id: "Volcanic",
        en: "Volcanic",
        fr: "Volcanique",
        de: "Vulkan",
    },
    /*  59 */
    Word {
        id: "Parachute",
        en: "Parachute",
        fr: "Parachute",
        de: "Fallschirm",
    },
    /*  60 */
    Word {
        id: "Einstein",
        en: "Einstein",
        fr: "Einstein",
        de: "Einstein",
    },
    /*  61 */
    Word {
        id: "ReversalEinstein",
        en: "ReversalEinstein",
        fr: "ReversEinstein",
        de: "ReversesEinstein",
    },
    /*  62 */
    Word {
        id: "WaitCapture",
        en: "WaitCapture",
        fr: "PriseProchaine",
        de: "NaechsterSchlag",
    },
    /*  63 */
    Word {
        id: "CaptureSquare",
        en: "CaptureSquare",
        fr: "CaseDePrise",
        de: "Schlagfeld",
    },
    // --- ExtraCondString (ExtraCond: maxi, ultraschachzwang) ---
    /*  64 */
    Word {
        id: "Maximummer",
        en: "Maximummer",
        fr: "Maximum",
        de: "Laengstzueger",
    },
    /*  65 */
    Word {
        id: "UltraSchachZwang",
        en: "UltraSchachZwang",
        fr: "UltraSchachZwang",
        de: "UltraSchachZwang",
    },
    // --- mummer_strictness_string (nr_mummer_strictness = 4; the first two strings are empty in Popeye) ---
    /*  66 */
    Word {
        id: "StrictnessNone",
        en: "",
        fr: "",
        de: "",
    },
    /*  67 */
    Word {
        id: "StrictnessRegular",
        en: "",
        fr: "",
        de: "",
    },
    /*  68 */
    Word {
        id: "exact",
        en: "exact",
        fr: "exact",
        de: "exakt",
    },
    /*  69 */
    Word {
        id: "ultra",
        en: "ultra",
        fr: "ultra",
        de: "Ultra",
    },
    // --- BretonVariantTypeString (BretonVariant) ---
    /*  70 */
    Word {
        id: "Adverse",
        en: "Adverse",
        fr: "Adverse",
        de: "Advers",
    },
    /*  71 */
    Word {
        id: "Chromatic",
        en: "Chromatic",
        fr: "Chromatique",
        de: "Chromatisch",
    },
    /*  72 */
    Word {
        id: "PY",
        en: "PY",
        fr: "PY",
        de: "PY",
    },
    // --- CASTVariantTypeString (CASTVariant; French "Invverse" is Popeye's own spelling) ---
    /*  73 */
    Word {
        id: "Inverse",
        en: "Inverse",
        fr: "Invverse",
        de: "Invers",
    },
    // --- TakeMakeVariantTypeString (TakeMakeVariant) ---
    /*  74 */
    Word {
        id: "Absolute",
        en: "Absolute",
        fr: "Absolu",
        de: "Absolut",
    },
    // --- mansuba's extension: WinChloe's SingleBox option, not in Popeye ---
    Word {
        id: "UnlikeBishops",
        en: "UnlikeBishops",
        fr: "FousDifferents",
        de: "UngleicheLaeufer",
    },
];

/// Twinning keywords: TwinningString (TwinningCount = 13). Note English "PolishType" = French
/// "CouleurEchange" = German "Farbwechsel" (swap colours).
pub const TWINNINGS: &[Word] = &[
    /*   0 */
    Word {
        id: "Move",
        en: "move",
        fr: "deplacement",
        de: "versetze",
    },
    /*   1 */
    Word {
        id: "Exchange",
        en: "exchange",
        fr: "echange",
        de: "tausche",
    },
    /*   2 */
    Word {
        id: "Stipulation",
        en: "stipulation",
        fr: "enonce",
        de: "Forderung",
    },
    /*   3 */
    Word {
        id: "SStipulation",
        en: "sstipulation",
        fr: "senonce",
        de: "SForderung",
    },
    /*   4 */
    Word {
        id: "Add",
        en: "add",
        fr: "ajoute",
        de: "hinzufuegen",
    },
    /*   5 */
    Word {
        id: "Remove",
        en: "remove",
        fr: "ote",
        de: "entferne",
    },
    /*   6 */
    Word {
        id: "Continued",
        en: "continued",
        fr: "enplus",
        de: "ferner",
    },
    /*   7 */
    Word {
        id: "Rotate",
        en: "rotate",
        fr: "rotation",
        de: "Drehung",
    },
    /*   8 */
    Word {
        id: "Condition",
        en: "condition",
        fr: "condition",
        de: "Bedingung",
    },
    /*   9 */
    Word {
        id: "PolishType",
        en: "PolishType",
        fr: "CouleurEchange",
        de: "Farbwechsel",
    },
    /*  10 */
    Word {
        id: "Mirror",
        en: "mirror",
        fr: "miroir",
        de: "Spiegelung",
    },
    /*  11 */
    Word {
        id: "Shift",
        en: "shift",
        fr: "translation",
        de: "Verschiebung",
    },
    /*  12 */
    Word {
        id: "Substitute",
        en: "substitute",
        fr: "remplace",
        de: "ersetze",
    },
];

/// Colours: ColourString (enum Colour / nr_colours = 4: white, black, neutral,
/// total invisible). The last entry (index 4) is NOT part of ColourString: it is
/// the separate one-entry TIString table (the short word for total invisible
/// pieces, German "TU").
pub const COLORS: &[Word] = &[
    /*   0 */
    Word {
        id: "White",
        en: "White",
        fr: "Blanc",
        de: "Weiss",
    },
    /*   1 */
    Word {
        id: "Black",
        en: "Black",
        fr: "Noir",
        de: "Schwarz",
    },
    /*   2 */
    Word {
        id: "Neutral",
        en: "Neutral",
        fr: "Neutre",
        de: "Neutral",
    },
    /*   3 */
    Word {
        id: "TotalInvisible",
        en: "TotalInvisible",
        fr: "TotalInvisible",
        de: "TotalUnsichtbar",
    },
    /*   4 */
    Word {
        id: "TI",
        en: "TI",
        fr: "TI",
        de: "TU",
    },
];

/// Piece attributes: PieSpString (enum piece_flag_type in pieces/pieces.h,
/// minus the two side flags; entry n here is flag n + 2: Royal .. AliceB).
/// Anda / AndaInverse and AliceA / AliceB are recent additions.
pub const PIECE_SPECS: &[Word] = &[
    /*   0 */
    Word {
        id: "Royal",
        en: "Royal",
        fr: "Royale",
        de: "Koeniglich",
    },
    /*   1 */
    Word {
        id: "Kamikaze",
        en: "Kamikaze",
        fr: "Kamikaze",
        de: "Kamikaze",
    },
    /*   2 */
    Word {
        id: "Paralysing",
        en: "Paralysing",
        fr: "Paralysante",
        de: "Paralysierend",
    },
    /*   3 */
    Word {
        id: "Chameleon",
        en: "Chameleon",
        fr: "Cameleon",
        de: "Chamaeleon",
    },
    /*   4 */
    Word {
        id: "Jigger",
        en: "Jigger",
        fr: "Jigger",
        de: "Jigger",
    },
    /*   5 */
    Word {
        id: "Volage",
        en: "Volage",
        fr: "Volage",
        de: "Volage",
    },
    /*   6 */
    Word {
        id: "Functionary",
        en: "Functionary",
        fr: "Fonctionnaire",
        de: "Beamtet",
    },
    /*   7 */
    Word {
        id: "HalfNeutral",
        en: "HalfNeutral",
        fr: "DemiNeutre",
        de: "HalbNeutral",
    },
    /*   8 */
    Word {
        id: "HurdleColourChanging",
        en: "HurdleColourChanging",
        fr: "CouleurEchangeantSautoir",
        de: "SprungbockFarbeWechselnd",
    },
    /*   9 */
    Word {
        id: "Protean",
        en: "Protean",
        fr: "Protee",
        de: "Proteisch",
    },
    /*  10 */
    Word {
        id: "Magic",
        en: "Magic",
        fr: "Magique",
        de: "Magisch",
    },
    /*  11 */
    Word {
        id: "Uncapturable",
        en: "Uncapturable",
        fr: "Imprenable",
        de: "Unschlagbar",
    },
    /*  12 */
    Word {
        id: "Patrol",
        en: "Patrol",
        fr: "Patrouille",
        de: "Patrouille",
    },
    /*  13 */
    Word {
        id: "Frischauf",
        en: "Frischauf",
        fr: "Frischauf",
        de: "Frischauf",
    },
    /*  14 */
    Word {
        id: "Bul",
        en: "Bul",
        fr: "Bul",
        de: "Bul",
    },
    /*  15 */
    Word {
        id: "Dob",
        en: "Dob",
        fr: "Dob",
        de: "Dob",
    },
    /*  16 */
    Word {
        id: "Anda",
        en: "Anda",
        fr: "Anda",
        de: "Anda",
    },
    /*  17 */
    Word {
        id: "AndaInverse",
        en: "AndaInverse",
        fr: "AndaInverse",
        de: "AndaInvers",
    },
    /*  18 */
    Word {
        id: "AliceA",
        en: "AliceA",
        fr: "AliceA",
        de: "AliceA",
    },
    /*  19 */
    Word {
        id: "AliceB",
        en: "AliceB",
        fr: "AliceB",
        de: "AliceB",
    },
];

/// Pieces: PieNamString (enum piece_walk_type in pieces/pieces.h; codes are
/// Popeye's 2-char PieceChar pairs, trailing blank dropped, lower case).
/// Index = Popeye's walk number. Entries 0 (Empty, ".") and 1 (Invalid, two
/// blanks -> "") are not pieces; skip them when matching. Hunter walks
/// (Hunter0.., defined at run time) have no fixed code and are not listed.
/// `id` is an English name; where it differs from Popeye's enum identifier:
/// Nightrider=NightRider, Wazir=Wesir, Amazon=Amazone, Antelope=Antilope,
/// Moose=Elk, ReflectingBishop=ReflectBishop, CamelriderHopper=CamelRiderHopper,
/// ZebrariderHopper=ZebraRiderHopper, GnuriderHopper=GnuRiderHopper,
/// Edgehog=EdgeHog, ContraGrasshopper=ContraGras, DoubleGrasshopper=DoubleGras,
/// LeaperNM=LeapNM, Grasshopper2/3=GrassHopper2/3, NightriderLocust=NightLocust,
/// WazirRider=WesirRider, NightriderLion=NightRiderLion.
/// Popeye's English comments call 120 "equi english", 121 "equi french",
/// 128 "protean pawn" (enum ReversePawn), 19 "root-25-leaper".
/// Version note: a side branch (commit a35289e) also has 163..=166
/// SparrowEquihopper, SparrowNonstopEquihopper, MooseEquihopper,
/// MooseNonstopEquihopper (en su/sn/me/mn, fr me/mn/ee/en, de sq/sn/ee/en);
/// the newest main-line file used here ends at 162.
pub const PIECES: &[Word] = &[
    /*   0 */
    Word {
        id: "Empty",
        en: ".",
        fr: ".",
        de: ".",
    },
    /*   1 */ Word {
        id: "Invalid",
        en: "",
        fr: "",
        de: "",
    },
    /*   2 */ Word {
        id: "King",
        en: "k",
        fr: "r",
        de: "k",
    },
    /*   3 */ Word {
        id: "Pawn",
        en: "p",
        fr: "p",
        de: "b",
    },
    /*   4 */
    Word {
        id: "Queen",
        en: "q",
        fr: "d",
        de: "d",
    },
    /*   5 */
    Word {
        id: "Knight",
        en: "s",
        fr: "c",
        de: "s",
    },
    /*   6 */ Word {
        id: "Rook",
        en: "r",
        fr: "t",
        de: "t",
    },
    /*   7 */
    Word {
        id: "Bishop",
        en: "b",
        fr: "f",
        de: "l",
    },
    /*   8 */
    Word {
        id: "Leo",
        en: "le",
        fr: "le",
        de: "le",
    },
    /*   9 */
    Word {
        id: "Mao",
        en: "ma",
        fr: "ma",
        de: "ma",
    },
    /*  10 */
    Word {
        id: "Pao",
        en: "pa",
        fr: "pa",
        de: "pa",
    },
    /*  11 */
    Word {
        id: "Vao",
        en: "va",
        fr: "va",
        de: "va",
    },
    /*  12 */
    Word {
        id: "Rose",
        en: "ro",
        fr: "ro",
        de: "ro",
    },
    /*  13 */
    Word {
        id: "Grasshopper",
        en: "g",
        fr: "s",
        de: "g",
    },
    /*  14 */
    Word {
        id: "Nightrider",
        en: "n",
        fr: "n",
        de: "n",
    },
    /*  15 */
    Word {
        id: "Zebra",
        en: "z",
        fr: "z",
        de: "z",
    },
    /*  16 */
    Word {
        id: "Camel",
        en: "ca",
        fr: "ch",
        de: "ca",
    },
    /*  17 */
    Word {
        id: "Giraffe",
        en: "gi",
        fr: "gi",
        de: "gi",
    },
    /*  18 */
    Word {
        id: "RootFiftyLeaper",
        en: "rf",
        fr: "cc",
        de: "wf",
    },
    /*  19 */
    Word {
        id: "Bucephale",
        en: "bu",
        fr: "bu",
        de: "bu",
    },
    /*  20 */
    Word {
        id: "Wazir",
        en: "we",
        fr: "vi",
        de: "we",
    },
    /*  21 */
    Word {
        id: "Alfil",
        en: "al",
        fr: "al",
        de: "al",
    },
    /*  22 */
    Word {
        id: "Fers",
        en: "fe",
        fr: "fe",
        de: "fe",
    },
    /*  23 */
    Word {
        id: "Dabbaba",
        en: "da",
        fr: "da",
        de: "da",
    },
    /*  24 */
    Word {
        id: "Lion",
        en: "li",
        fr: "li",
        de: "li",
    },
    /*  25 */
    Word {
        id: "NonStopEquihopper",
        en: "ne",
        fr: "eq",
        de: "ne",
    },
    /*  26 */
    Word {
        id: "Locust",
        en: "l",
        fr: "l",
        de: "h",
    },
    /*  27 */
    Word {
        id: "BerolinaPawn",
        en: "bp",
        fr: "pb",
        de: "bb",
    },
    /*  28 */
    Word {
        id: "Amazon",
        en: "am",
        fr: "am",
        de: "am",
    },
    /*  29 */
    Word {
        id: "Empress",
        en: "em",
        fr: "im",
        de: "kn",
    },
    /*  30 */
    Word {
        id: "Princess",
        en: "pr",
        fr: "pr",
        de: "pr",
    },
    /*  31 */
    Word {
        id: "Gnu",
        en: "gn",
        fr: "g",
        de: "gn",
    },
    /*  32 */
    Word {
        id: "Antelope",
        en: "an",
        fr: "an",
        de: "an",
    },
    /*  33 */
    Word {
        id: "Squirrel",
        en: "sq",
        fr: "ec",
        de: "ei",
    },
    /*  34 */
    Word {
        id: "Waran",
        en: "wa",
        fr: "v",
        de: "wa",
    },
    /*  35 */
    Word {
        id: "Dragon",
        en: "dr",
        fr: "dr",
        de: "dr",
    },
    /*  36 */
    Word {
        id: "Kangaroo",
        en: "ka",
        fr: "ka",
        de: "ka",
    },
    /*  37 */
    Word {
        id: "SpiralSpringer",
        en: "ss",
        fr: "cs",
        de: "ss",
    },
    /*  38 */
    Word {
        id: "UbiUbi",
        en: "uu",
        fr: "uu",
        de: "uu",
    },
    /*  39 */
    Word {
        id: "Hamster",
        en: "ha",
        fr: "ha",
        de: "ha",
    },
    /*  40 */
    Word {
        id: "Moose",
        en: "m",
        fr: "e",
        de: "el",
    },
    /*  41 */
    Word {
        id: "Eagle",
        en: "ea",
        fr: "ai",
        de: "ad",
    },
    /*  42 */
    Word {
        id: "Sparrow",
        en: "sw",
        fr: "m",
        de: "sp",
    },
    /*  43 */
    Word {
        id: "Archbishop",
        en: "ar",
        fr: "ar",
        de: "er",
    },
    /*  44 */
    Word {
        id: "ReflectingBishop",
        en: "rb",
        fr: "fr",
        de: "rl",
    },
    /*  45 */
    Word {
        id: "Cardinal",
        en: "c",
        fr: "ca",
        de: "kl",
    },
    /*  46 */
    Word {
        id: "NightriderHopper",
        en: "nh",
        fr: "sn",
        de: "nh",
    },
    /*  47 */
    Word {
        id: "Dummy",
        en: "du",
        fr: "pi",
        de: "du",
    },
    /*  48 */
    Word {
        id: "Camelrider",
        en: "cr",
        fr: "cn",
        de: "cr",
    },
    /*  49 */
    Word {
        id: "Zebrarider",
        en: "zr",
        fr: "zn",
        de: "zr",
    },
    /*  50 */
    Word {
        id: "Gnurider",
        en: "gr",
        fr: "gn",
        de: "gr",
    },
    /*  51 */
    Word {
        id: "CamelriderHopper",
        en: "ch",
        fr: "sc",
        de: "ch",
    },
    /*  52 */
    Word {
        id: "ZebrariderHopper",
        en: "zh",
        fr: "sz",
        de: "zh",
    },
    /*  53 */
    Word {
        id: "GnuriderHopper",
        en: "gh",
        fr: "sg",
        de: "gh",
    },
    /*  54 */
    Word {
        id: "DiagonalSpiralSpringer",
        en: "ds",
        fr: "cd",
        de: "ds",
    },
    /*  55 */
    Word {
        id: "BouncyKnight",
        en: "bk",
        fr: "cr",
        de: "rs",
    },
    /*  56 */
    Word {
        id: "Equihopper",
        en: "eq",
        fr: "ea",
        de: "eq",
    },
    /*  57 */
    Word {
        id: "CAT",
        en: "ct",
        fr: "ct",
        de: "ct",
    },
    /*  58 */
    Word {
        id: "SuperBerolinaPawn",
        en: "bs",
        fr: "bs",
        de: "bs",
    },
    /*  59 */
    Word {
        id: "SuperPawn",
        en: "sp",
        fr: "sp",
        de: "sb",
    },
    /*  60 */
    Word {
        id: "RookLion",
        en: "rl",
        fr: "tl",
        de: "tl",
    },
    /*  61 */
    Word {
        id: "BishopLion",
        en: "bl",
        fr: "fl",
        de: "ll",
    },
    /*  62 */
    Word {
        id: "Sirene",
        en: "si",
        fr: "si",
        de: "si",
    },
    /*  63 */
    Word {
        id: "Triton",
        en: "tr",
        fr: "tr",
        de: "tr",
    },
    /*  64 */
    Word {
        id: "Nereide",
        en: "nd",
        fr: "ne",
        de: "nd",
    },
    /*  65 */
    Word {
        id: "Orphan",
        en: "o",
        fr: "o",
        de: "o",
    },
    /*  66 */
    Word {
        id: "Edgehog",
        en: "eh",
        fr: "eh",
        de: "rd",
    },
    /*  67 */
    Word {
        id: "Moa",
        en: "mo",
        fr: "mo",
        de: "mo",
    },
    /*  68 */
    Word {
        id: "RookHunter",
        en: "rr",
        fr: "tc",
        de: "tj",
    },
    /*  69 */
    Word {
        id: "BishopHunter",
        en: "br",
        fr: "fc",
        de: "lj",
    },
    /*  70 */
    Word {
        id: "MaoRider",
        en: "ao",
        fr: "ao",
        de: "ao",
    },
    /*  71 */
    Word {
        id: "MoaRider",
        en: "oa",
        fr: "oa",
        de: "oa",
    },
    /*  72 */
    Word {
        id: "RookHopper",
        en: "rh",
        fr: "st",
        de: "th",
    },
    /*  73 */
    Word {
        id: "BishopHopper",
        en: "bh",
        fr: "sf",
        de: "lh",
    },
    /*  74 */
    Word {
        id: "ErlKing",
        en: "ek",
        fr: "re",
        de: "ek",
    },
    /*  75 */
    Word {
        id: "BoyScout",
        en: "bt",
        fr: "bt",
        de: "pf",
    },
    /*  76 */
    Word {
        id: "GirlScout",
        en: "gt",
        fr: "gt",
        de: "pn",
    },
    /*  77 */
    Word {
        id: "Skylla",
        en: "sk",
        fr: "sk",
        de: "sk",
    },
    /*  78 */
    Word {
        id: "Charybdis",
        en: "cy",
        fr: "cy",
        de: "cy",
    },
    /*  79 */
    Word {
        id: "ContraGrasshopper",
        en: "cg",
        fr: "sa",
        de: "kg",
    },
    /*  80 */
    Word {
        id: "RoseLion",
        en: "rn",
        fr: "rl",
        de: "rn",
    },
    /*  81 */
    Word {
        id: "RoseHopper",
        en: "rp",
        fr: "rs",
        de: "rh",
    },
    /*  82 */
    Word {
        id: "Okapi",
        en: "ok",
        fr: "ok",
        de: "ok",
    },
    /*  83 */
    Word {
        id: "Leaper37",
        en: "37",
        fr: "37",
        de: "37",
    },
    /*  84 */
    Word {
        id: "Grasshopper2",
        en: "g2",
        fr: "s2",
        de: "g2",
    },
    /*  85 */
    Word {
        id: "Grasshopper3",
        en: "g3",
        fr: "s3",
        de: "g3",
    },
    /*  86 */
    Word {
        id: "Leaper16",
        en: "16",
        fr: "16",
        de: "16",
    },
    /*  87 */
    Word {
        id: "Leaper24",
        en: "24",
        fr: "24",
        de: "24",
    },
    /*  88 */
    Word {
        id: "Leaper35",
        en: "35",
        fr: "35",
        de: "35",
    },
    /*  89 */
    Word {
        id: "DoubleGrasshopper",
        en: "dg",
        fr: "ds",
        de: "dg",
    },
    /*  90 */
    Word {
        id: "KingHopper",
        en: "kh",
        fr: "sr",
        de: "kh",
    },
    /*  91 */
    Word {
        id: "Orix",
        en: "or",
        fr: "or",
        de: "or",
    },
    /*  92 */
    Word {
        id: "Leaper15",
        en: "15",
        fr: "15",
        de: "15",
    },
    /*  93 */
    Word {
        id: "Leaper25",
        en: "25",
        fr: "25",
        de: "25",
    },
    /*  94 */
    Word {
        id: "Gral",
        en: "gl",
        fr: "gl",
        de: "gl",
    },
    /*  95 */
    Word {
        id: "RookLocust",
        en: "lr",
        fr: "lt",
        de: "ht",
    },
    /*  96 */
    Word {
        id: "BishopLocust",
        en: "lb",
        fr: "lf",
        de: "hl",
    },
    /*  97 */
    Word {
        id: "NightriderLocust",
        en: "ln",
        fr: "ln",
        de: "hn",
    },
    /*  98 */
    Word {
        id: "WazirRider",
        en: "wr",
        fr: "vs",
        de: "wr",
    },
    /*  99 */
    Word {
        id: "FersRider",
        en: "fr",
        fr: "fs",
        de: "fr",
    },
    /* 100 */
    Word {
        id: "Bison",
        en: "bi",
        fr: "bi",
        de: "bi",
    },
    /* 101 */
    Word {
        id: "Elephant",
        en: "et",
        fr: "el",
        de: "et",
    },
    /* 102 */
    Word {
        id: "Nao",
        en: "na",
        fr: "na",
        de: "na",
    },
    /* 103 */
    Word {
        id: "RookMoose",
        en: "rm",
        fr: "et",
        de: "tc",
    },
    /* 104 */
    Word {
        id: "RookEagle",
        en: "re",
        fr: "at",
        de: "ta",
    },
    /* 105 */
    Word {
        id: "RookSparrow",
        en: "rw",
        fr: "mt",
        de: "ts",
    },
    /* 106 */
    Word {
        id: "BishopMoose",
        en: "bm",
        fr: "ef",
        de: "lc",
    },
    /* 107 */
    Word {
        id: "BishopEagle",
        en: "be",
        fr: "af",
        de: "la",
    },
    /* 108 */
    Word {
        id: "BishopSparrow",
        en: "bw",
        fr: "mf",
        de: "ls",
    },
    /* 109 */
    Word {
        id: "Rao",
        en: "ra",
        fr: "ra",
        de: "ra",
    },
    /* 110 */
    Word {
        id: "Scorpion",
        en: "so",
        fr: "so",
        de: "so",
    },
    /* 111 */
    Word {
        id: "Marguerite",
        en: "mg",
        fr: "mg",
        de: "mg",
    },
    /* 112 */
    Word {
        id: "Leaper36",
        en: "36",
        fr: "36",
        de: "36",
    },
    /* 113 */
    Word {
        id: "NightriderLion",
        en: "nl",
        fr: "nl",
        de: "nl",
    },
    /* 114 */
    Word {
        id: "MaoRiderLion",
        en: "ml",
        fr: "ml",
        de: "ml",
    },
    /* 115 */
    Word {
        id: "MoaRiderLion",
        en: "mm",
        fr: "mm",
        de: "mm",
    },
    /* 116 */
    Word {
        id: "Friend",
        en: "f",
        fr: "a",
        de: "f",
    },
    /* 117 */
    Word {
        id: "Dolphin",
        en: "do",
        fr: "dn",
        de: "de",
    },
    /* 118 */
    Word {
        id: "Rabbit",
        en: "rt",
        fr: "la",
        de: "he",
    },
    /* 119 */
    Word {
        id: "Bob",
        en: "bo",
        fr: "bo",
        de: "bo",
    },
    /* 120 */
    Word {
        id: "EquiStopper",
        en: "qe",
        fr: "qa",
        de: "qe",
    },
    /* 121 */
    Word {
        id: "NonstopEquiStopper",
        en: "qf",
        fr: "qf",
        de: "qf",
    },
    /* 122 */
    Word {
        id: "Querquisite",
        en: "qq",
        fr: "qq",
        de: "od",
    },
    /* 123 */
    Word {
        id: "Bouncer",
        en: "b1",
        fr: "b1",
        de: "b1",
    },
    /* 124 */
    Word {
        id: "RookBouncer",
        en: "b2",
        fr: "b2",
        de: "b2",
    },
    /* 125 */
    Word {
        id: "BishopBouncer",
        en: "b3",
        fr: "b3",
        de: "b3",
    },
    /* 126 */
    Word {
        id: "ChinesePawn",
        en: "cp",
        fr: "pc",
        de: "cb",
    },
    /* 127 */
    Word {
        id: "RadialKnight",
        en: "rk",
        fr: "cl",
        de: "rp",
    },
    /* 128 */
    Word {
        id: "ReversePawn",
        en: "pp",
        fr: "pv",
        de: "rb",
    },
    /* 129 */
    Word {
        id: "RoseLocust",
        en: "ls",
        fr: "lr",
        de: "lr",
    },
    /* 130 */
    Word {
        id: "Zebu",
        en: "ze",
        fr: "ze",
        de: "ze",
    },
    /* 131 */
    Word {
        id: "BouncyNightrider",
        en: "bn",
        fr: "nr",
        de: "nr",
    },
    /* 132 */
    Word {
        id: "SpiralSpringer20",
        en: "s2",
        fr: "n2",
        de: "s2",
    },
    /* 133 */
    Word {
        id: "SpiralSpringer40",
        en: "s4",
        fr: "n4",
        de: "s4",
    },
    /* 134 */
    Word {
        id: "SpiralSpringer11",
        en: "s1",
        fr: "n1",
        de: "s1",
    },
    /* 135 */
    Word {
        id: "SpiralSpringer33",
        en: "s3",
        fr: "n3",
        de: "s3",
    },
    /* 136 */
    Word {
        id: "Quintessence",
        en: "qn",
        fr: "qn",
        de: "qn",
    },
    /* 137 */
    Word {
        id: "DoubleRookHopper",
        en: "dk",
        fr: "dt",
        de: "dt",
    },
    /* 138 */
    Word {
        id: "DoubleBishopper",
        en: "db",
        fr: "df",
        de: "dl",
    },
    /* 139 */
    Word {
        id: "NonStopOrix",
        en: "no",
        fr: "no",
        de: "no",
    },
    /* 140 */
    Word {
        id: "Treehopper",
        en: "th",
        fr: "sb",
        de: "uh",
    },
    /* 141 */
    Word {
        id: "Leafhopper",
        en: "lh",
        fr: "se",
        de: "bh",
    },
    /* 142 */
    Word {
        id: "GreaterTreehopper",
        en: "ge",
        fr: "sm",
        de: "gu",
    },
    /* 143 */
    Word {
        id: "GreaterLeafhopper",
        en: "gf",
        fr: "su",
        de: "gb",
    },
    /* 144 */
    Word {
        id: "KangarooLion",
        en: "kl",
        fr: "kl",
        de: "lk",
    },
    /* 145 */
    Word {
        id: "Kao",
        en: "ko",
        fr: "ko",
        de: "ko",
    },
    /* 146 */
    Word {
        id: "KnightHopper",
        en: "kp",
        fr: "sv",
        de: "sh",
    },
    /* 147 */
    Word {
        id: "Ship",
        en: "sh",
        fr: "ba",
        de: "sc",
    },
    /* 148 */
    Word {
        id: "Gryphon",
        en: "gy",
        fr: "gy",
        de: "gy",
    },
    /* 149 */
    Word {
        id: "MarineKnight",
        en: "ms",
        fr: "cm",
        de: "ms",
    },
    /* 150 */
    Word {
        id: "Poseidon",
        en: "po",
        fr: "po",
        de: "po",
    },
    /* 151 */
    Word {
        id: "MarinePawn",
        en: "mp",
        fr: "pm",
        de: "mb",
    },
    /* 152 */
    Word {
        id: "MarineShip",
        en: "mh",
        fr: "bm",
        de: "mc",
    },
    /* 153 */
    Word {
        id: "Sting",
        en: "st",
        fr: "ep",
        de: "st",
    },
    /* 154 */
    Word {
        id: "Senora",
        en: "se",
        fr: "dg",
        de: "se",
    },
    /* 155 */
    Word {
        id: "Faro",
        en: "fa",
        fr: "fa",
        de: "fa",
    },
    /* 156 */
    Word {
        id: "Loco",
        en: "lo",
        fr: "lo",
        de: "lo",
    },
    /* 157 */
    Word {
        id: "Saltador",
        en: "sa",
        fr: "sl",
        de: "sa",
    },
    /* 158 */
    Word {
        id: "MaoHopper",
        en: "ah",
        fr: "as",
        de: "ah",
    },
    /* 159 */
    Word {
        id: "MoaHopper",
        en: "oh",
        fr: "os",
        de: "oh",
    },
    /* 160 */
    Word {
        id: "ContraHamster",
        en: "hc",
        fr: "hc",
        de: "hk",
    },
    /* 161 */
    Word {
        id: "EagleEquihopper",
        en: "ee",
        fr: "ae",
        de: "ae",
    },
    /* 162 */
    Word {
        id: "EagleNonstopEquihopper",
        en: "en",
        fr: "aq",
        de: "aq",
    },
];

/// Output strings: MessageTabs in output/message.c (enum message_id_t in
/// output/message.h, MsgCount = 128), version at commit
/// 0ba54ddbbd2d51af5799fb6b4ab069d89f6d6d2a (newest found; later Popeye
/// versions may append messages). `id` = Popeye's enum name. Strings are
/// exact, including leading blanks / newlines and printf placeholders
/// (%s, %d, %lu, %u). Popeye prints e.g. "1.Qa1-a2 ! threat:" by appending
/// Threat (" threat:"); SolvingComplete starts with a newline.
/// German 126 is French text in Popeye's German table (kept as is).
pub const OUTPUT: &[Word] = &[
    /*   0 */
    Word {
        id: "ErrFatal",
        en: "fatal error:\n",
        fr: "erreur fatale:\n",
        de: "Fataler Fehler:\n",
    },
    /*   1 */
    Word {
        id: "MissingKing",
        en: "both sides need a king",
        fr: "il faut un roi de chaque couleur",
        de: "Es fehlt ein weisser oder schwarzer Koenig\n",
    },
    /*   2 */
    Word {
        id: "NoMemory",
        en: "too less main memory available",
        fr: "Trop peu memoires centrales disponible",
        de: "Zu wenig Hauptspeicher verfuegbar\n",
    },
    /*   3 */
    Word {
        id: "SolvingInterrupted",
        en: "solving interrupted.",
        fr: "solution interrompue.",
        de: "Bearbeitung abgebrochen.",
    },
    /*   4 */
    Word {
        id: "TooManySol",
        en: "too many solutions",
        fr: "trop de solutions",
        de: "Zuviele Loesungen",
    },
    /*   5 */
    Word {
        id: "KamikazeAndHaaner",
        en: "haaner chess not allowed with kamikaze-pieces",
        fr: "en EchecsHaan les pieces kamikazees sont interdites",
        de: "Im HaanerSchach sind Kamikaze-Steine nicht erlaubt",
    },
    /*   6 */
    Word {
        id: "TryPlayNotApplicable",
        en: "try play not applicable\n",
        fr: "jeu d'essai pas applicable",
        de: "Verfuehrung nicht anwendbar\n",
    },
    /*   7 */
    Word {
        id: "TooFairyForNeutral",
        en: "too much fairy chess for neutral pieces",
        fr: "trop d'echecs feeriques pour les pieces neutres",
        de: "Zu viel Maerchenschach fuer neutrale Steine",
    },
    /*   8 */
    Word {
        id: "LeoFamAndOrtho",
        en: "leofamily with orthodox pieces ?",
        fr: "leofamily avec pieces orthodoxes ?",
        de: "Leofamily mit orthodoxen Figuren nicht erlaubt",
    },
    /*   9 */
    Word {
        id: "CirceAndDummy",
        en: "dummy-pieces not allowed with circe.",
        fr: "en circe les pieces impuissantes sont interdites",
        de: "Dummy-Figuren bei Circe nicht erlaubt.",
    },
    /*  10 */
    Word {
        id: "ColourChangeBulDobRestricted",
        en: "HurdleColourChanging, Bul and Dob only allowed with certain hoppers",
        fr: "CouleurEchangeantSautoir, Bul et Dob seulement avec quelques sauteurs",
        de: "SprungbockFarbeWechselnd, Bul und Dob nur bei einigen Huepfern erlaubt",
    },
    /*  11 */
    Word {
        id: "CavMajAndKnight",
        en: "knight + cavalier majeur not allowed",
        fr: "cavalier + cavalier majeur interdit",
        de: "Springer und Cavalier Majeur nicht erlaubt",
    },
    /*  12 */
    Word {
        id: "RebirthOutside",
        en: "circe rebirth outside the board ?",
        fr: "renaicirce hors echiquier ?",
        de: "Circe-Wiedergeburt ausserhalb des Brettes ?",
    },
    /*  13 */
    Word {
        id: "SetAndCheck",
        en: "set play with checked king ?",
        fr: "jeu apparent avec roi en echec ?",
        de: "Satzspiel mit Koenig im Schach ?",
    },
    /*  14 */
    Word {
        id: "KamikazeAndSomeCond",
        en: "kamikaze pieces + neutral pieces or kamikaze pieces + circe + fairy pieces not allowed",
        fr: "pieces kamikazees + neutres ou pieces kamikazees + circe + pieces feeriques interdites.",
        de: "Kamikaze + Neutrale Steine oder Kamikaze + Circe + Maerchenfiguren nicht gleichzeitig erlaubt",
    },
    /*  15 */
    Word {
        id: "SolvingPartial",
        en: "Partial solution",
        fr: "solution partielle",
        de: "Partielle Loesung",
    },
    /*  16 */
    Word {
        id: "TwoMummerCond",
        en: "maxi-/minimummer/mustcapture/duellistchess/alphabeticchess at the same time for the same side not allowed",
        fr: "on ne peut pas melanger minimum/maximum/duelliste/alphabetique et priseforce pour le meme camp",
        de: "Laengst-/Kuerzestzueger/Schlagzwang/Duellantenschach/AlphabetischesSchach gleichzeitig fuer die gleiche Partei ?",
    },
    /*  17 */
    Word {
        id: "KingCapture",
        en: "\nthe side to play can capture the king",
        fr: "\nle camp au trait peut prendre le roi",
        de: "\nDie am Zug befindliche Partei kann den Koenig schlagen",
    },
    /*  18 */
    Word {
        id: "MonoAndBiChrom",
        en: "monochrom + bichrom chess gives no sense",
        fr: "on ne peut pas melanger monochromatique et bichromatique",
        de: "Monochromes und Bichromes Schach gleichzeitig ergibt keinen Sinn",
    },
    /*  19 */
    Word {
        id: "WrongChar",
        en: "wrong character: `%s'",
        fr: "charactere inconnue: `%s'",
        de: "Unzulaessiges Zeichen: `%s'",
    },
    /*  20 */
    Word {
        id: "OneKing",
        en: "only one king allowed",
        fr: "plus d'un roi interdit",
        de: "Nur ein Koenig erlaubt",
    },
    /*  21 */
    Word {
        id: "WrongSquareList",
        en: "wrong terminated SquareList - ignored",
        fr: "liste des cases mal terminee - ignoree",
        de: "Falsch beendete Feldliste - ignoriert",
    },
    /*  22 */
    Word {
        id: "MissngSquareList",
        en: "wrong or missing SquareList - please give one",
        fr: "liste des cases inconnue ou il mangue une liste des cases - veuillez donner une",
        de: "Falsche oder fehlende Feldliste - bitte eine eingeben",
    },
    /*  23 */
    Word {
        id: "WrongRestart",
        en: "start/uptomovenumber out of range: %s",
        fr: "numenorute/jusquaucoup hors limites: %s",
        de: "Start/BisZugnummer ausserhalb der Grenzen: %s",
    },
    /*  24 */
    Word {
        id: "MadrasiParaAndOthers",
        en: "eiffel, madrasi, isardam, woozles or paralysing pieces incompatible with some fairy conditions",
        fr: "madrasi, eiffel, isardam, woozles, pieces paralysantes incompatibles avec certains genres feeriques",
        de: "Eiffelschach, Madrasi, Isardam, Woozles oder paralysierende Steine unvereinbar mit manchen Maerchenbedingungen",
    },
    /*  25 */
    Word {
        id: "RexCirceImmun",
        en: "circe and immunschach and rex inclusiv not allowed",
        fr: "en rexinclusive, on ne peut pas melanger circe et immunschach",
        de: "Circe und Immunschach und RexInklusive nicht erlaubt",
    },
    /*  26 */
    Word {
        id: "SomePiecesAndHeffa",
        en: "some fairy-pieces not compatible with heffalumps",
        fr: "certaines pieces feeriques incompatibles avec heffalumps",
        de: "Manche Maerchenfiguren mit Heffalumps unvereinbar",
    },
    /*  27 */
    Word {
        id: "BigNumMoves",
        en: "stipulation with too many moves",
        fr: "enonce avec trops des coups",
        de: "Zuviele Zuege in der Forderung",
    },
    /*  28 */
    Word {
        id: "RoyalPWCRexCirce",
        en: "no royal pieces with PWC or rex inclusive",
        fr: "pas des pieces royales en circe echange ou rex inclusiv.",
        de: "Keine koeniglichen Figuren im PlatzwechselCirce oder RexInklusive\n",
    },
    /*  29 */
    Word {
        id: "ErrUndef",
        en: "undefined Message %s",
        fr: "message inconnue %s",
        de: "Undefinierter Fehler %s",
    },
    /*  30 */
    Word {
        id: "OffendingItem",
        en: "offending item: %s",
        fr: "element d'offenser: %s",
        de: "Stoerende Eingabe: %s",
    },
    /*  31 */
    Word {
        id: "InputError",
        en: "input-error:",
        fr: "erreur d'entree:",
        de: "Eingabe-Fehler:",
    },
    /*  32 */
    Word {
        id: "WrongPieceName",
        en: "wrong or missing PieceName - ignored",
        fr: "piece inconnue ou il manque une piece - ignoree",
        de: "Falsche oder fehlende Steinbezeichnung - wird ignoriert",
    },
    /*  33 */
    Word {
        id: "PieSpecNotUniq",
        en: "PieceSpecification not uniq",
        fr: "specification de piece pas unique",
        de: "Steinbezeichnung nicht eindeutig",
    },
    /*  34 */
    Word {
        id: "AnnanChessAndConditionRecoloringPieces",
        en: "Annan Chess and conditions that recolour pieces not allowed",
        fr: "Echecs Annan et conditions qui changent la coleur de pieces interdit",
        de: "AnnanSchach und Steine umfaerbende Bedingungen nicht erlaubt",
    },
    /*  35 */
    Word {
        id: "UnrecCondition",
        en: "could not recognize condition",
        fr: "condition inconnue",
        de: "Bedingung nicht erkannt",
    },
    /*  36 */
    Word {
        id: "OptNotUniq",
        en: "option not uniq - ignored",
        fr: "option pas unique - ignoree",
        de: "Option nicht eindeutig - ignoriert",
    },
    /*  37 */
    Word {
        id: "WrongInt",
        en: "wrong integer",
        fr: "numero incorrecte",
        de: "Keine oder falsche Zahlenangabe",
    },
    /*  38 */
    Word {
        id: "UnrecOption",
        en: "could not recognize option - parsing of options aborted",
        fr: "option inconnue - ignoree",
        de: "Option nicht erkannt - Einlesen von Optionen beendet",
    },
    /*  39 */
    Word {
        id: "ComNotUniq",
        en: "command not uniq specified - ignored",
        fr: "specification de commande pas unique - ignoree",
        de: "Kommando nicht eindeutig - wird ignoriert",
    },
    /*  40 */
    Word {
        id: "ComNotKnown",
        en: "command not known",
        fr: "commande non connue",
        de: "Kommando unbekannt",
    },
    /*  41 */
    Word {
        id: "NoStipulation",
        en: "no stipulation specified",
        fr: "pas de specification de l'enonce",
        de: "Keine Forderung angegeben",
    },
    /*  42 */
    Word {
        id: "WrOpenError",
        en: "cannot open output-file",
        fr: "Ne peut pas ouvrir fichier de sortie",
        de: "Datei kann nicht zum Schreiben geoeffnet werden",
    },
    /*  43 */
    Word {
        id: "RdOpenError",
        en: "cannot open input-file",
        fr: "Ne peut pas ouvrir fichier d'entree",
        de: "Datei kann nicht zum Lesen geoeffnet werden",
    },
    /*  44 */
    Word {
        id: "TooManyInputs",
        en: "too many nested input levels",
        fr: "Un trop grand nombre ont emboite des niveaux d'entree",
        de: "Zu viele geschachtelte Eingabedateien",
    },
    /*  45 */
    Word {
        id: "NoColourSpec",
        en: "no color specified - all specification input ignored",
        fr: "Aucune couleur n'a indique - toute l'entree de cahier des charges ignoree",
        de: "Keine Farbe angegeben - alle Spezifikationen ignoriert",
    },
    /*  46 */
    Word {
        id: "UnrecStip",
        en: "cannot recognize the stipulation",
        fr: "enonce inconnue",
        de: "Forderung nicht bekannt",
    },
    /*  47 */
    Word {
        id: "CondNotUniq",
        en: "condition not uniq - ignored",
        fr: "condition pas unique - ignoree",
        de: "Bedingung nicht eindeutig - ignoriert",
    },
    /*  48 */
    Word {
        id: "EoFbeforeEoP",
        en: "end of file before end of problem",
        fr: "fin de fichier avant fin de probleme",
        de: "Ende der Eingabe vor EndeProblem",
    },
    /*  49 */
    Word {
        id: "InpLineOverflow",
        en: "input line overflow",
        fr: "Debordement de ligne d'entree",
        de: "Eingabezeilen Ueberlauf",
    },
    /*  50 */
    Word {
        id: "NoBegOfProblem",
        en: "no begin of problem",
        fr: "pas debut probleme",
        de: "Kein AnfangProblem",
    },
    /*  51 */
    Word {
        id: "InternalError",
        en: "internal popeye error in tk switch",
        fr: "Erreur interne de popeye dans le commutateur de tk",
        de: "Interner Popeye Fehler in tk switch",
    },
    /*  52 */
    Word {
        id: "SolvingComplete",
        en: "\nsolution finished.",
        fr: "\nsolution terminee.",
        de: "\nLoesung beendet.",
    },
    /*  53 */
    Word {
        id: "Zugzwang",
        en: " zugzwang.",
        fr: " blocus.",
        de: " Zugzwang.",
    },
    /*  54 */
    Word {
        id: "Threat",
        en: " threat:",
        fr: " menace:",
        de: " Drohung:",
    },
    /*  55 */
    Word {
        id: "But",
        en: "but",
        fr: "mais",
        de: "Aber",
    },
    /*  56 */
    Word {
        id: "TimeString",
        en: "Time = ",
        fr: "Temps = ",
        de: "Zeit = ",
    },
    /*  57 */
    Word {
        id: "MateInOne",
        en: "mate in one move with\n",
        fr: "on mate en un coup par\n",
        de: "Matt in einem Zug durch\n",
    },
    /*  58 */
    Word {
        id: "NewLine",
        en: "\n",
        fr: "\n",
        de: "\n",
    },
    /*  59 */
    Word {
        id: "ImitWFairy",
        en: "conditions too fairy for imitator",
        fr: "pas de pieces ou conditions trop feeriques avec imitator",
        de: "Zuviel Maerchenschach fuer Imitator",
    },
    /*  60 */
    Word {
        id: "ManyImitators",
        en: "too many imitators",
        fr: "trop d'imitators",
        de: "Zuviele Imitatoren",
    },
    /*  61 */
    Word {
        id: "KingKamikaze",
        en: "kamikaze king only in Circe rex inclusiv",
        fr: "roi kamikaze seulement en circe rex inclusiv",
        de: "Kamikaze-Koenige nur in Circe RexInklusive",
    },
    /*  62 */
    Word {
        id: "PercentAndParrain",
        en: "Win_a_Piece and Circe Parrain not allowed",
        fr: "Gain_de_Piece et Circe Parrain interdit",
        de: "Steingewinn Aufgaben mit Circe Parrain sind Frevel",
    },
    /*  63 */
    Word {
        id: "ProblemIgnored",
        en: "problem ignored",
        fr: "probleme ignoree",
        de: "Problem uebersprungen",
    },
    /*  64 */
    Word {
        id: "SomeCondAndAntiCirce",
        en: "anticirce incompatible with some fairy conditions",
        fr: "anticirce incompatible avec certains genres feeriques",
        de: "AntiCirce mit einigen anderen Bedingungen nicht erlaubt",
    },
    /*  65 */
    Word {
        id: "EinsteinAndFairyPieces",
        en: "einsteinchess not allowed with fairy pieces",
        fr: "echecs einstein incompatible avec des pieces feeriques",
        de: "EinsteinSchach nicht mit Maerchenfiguren erlaubt",
    },
    /*  66 */
    Word {
        id: "SuperCirceAndOthers",
        en: "supercirce incompatible with some fairy conditions",
        fr: "supercirce incompatible avec certains genres feeriques",
        de: "SuperCirce unvertraeglich mit einigen Maerchenbedingungen",
    },
    /*  67 */
    Word {
        id: "HashedPositions",
        en: "positions: %s, hitrate:",
        fr: "entree dans 'hashtable': %s, hit-rate:",
        de: "Stellungen: %s, Trefferrate:",
    },
    /*  68 */
    Word {
        id: "ChameleonPiecesAndChess",
        en: "ChameleonChess and ChameleonPieces not allowed together",
        fr: "On ne peut pas melanger EchecsChameleon et des pieces chameleon",
        de: "Chamaeleonschach und Chamaeleonsteine nicht gleichzeitig erlaubt",
    },
    /*  69 */
    Word {
        id: "CheckingLevel1",
        en: "Checking in",
        fr: "Calculation de",
        de: "Pruefe als",
    },
    /*  70 */
    Word {
        id: "CheckingLevel2",
        en: "_moves.",
        fr: "-coups.",
        de: "-Zueger.",
    },
    /*  71 */
    Word {
        id: "StipNotSupported",
        en: "Stipulation not supported.\n",
        fr: "enonce inconnue.\n",
        de: "Forderung wird nicht unterstuetzt.\n",
    },
    /*  72 */
    Word {
        id: "MultipleGoalsWithProofGameNotAcceptable",
        en: "Multiple goals not allowed if one of them is dia or a=>b\n",
        fr: "Multiple buts pas acceptables si l'un d'eux est dia ou a=>b\n",
        de: "Mehrere Ziele nicht erlaubt, wenn eines davon dia oder a=>b ist\n",
    },
    /*  73 */
    Word {
        id: "TooManyEpKeySquares",
        en: "Not more than 2 squares can be input for en passant keys.\n",
        fr: "plus de 2 cases pour cle en passant interdit.\n",
        de: "Es koennen maximal zwei Felder fuer ep-Schluessel eingegeben werden.\n",
    },
    /*  74 */
    Word {
        id: "Abort",
        en: "Abort by signal %d after ",
        fr: "Termination par signal %d apres ",
        de: "Abbruch durch Signal %d nach ",
    },
    /*  75 */
    Word {
        id: "TransmRoyalPieces",
        en: "Transmuting/reflecting royal pieces not supported.\n",
        fr: "pieces royales transmutees/reflectees interdites.\n",
        de: "transmutierende/reflektierende koenigliche Steine nicht erlaubt.\n",
    },
    /*  76 */
    Word {
        id: "UnrecRotMirr",
        en: "This rotation/mirroring is not supported: ",
        fr: "Rotation/Miroir impossible.",
        de: "Drehung/Spiegelung nicht erlaubt: ",
    },
    /*  77 */
    Word {
        id: "PieceOutside",
        en: "\nA piece will be moved outside.",
        fr: "\nUne piece est deplacee hors de l'echiquier.",
        de: "\nEin Stein wird ueber den Brettrand verschoben.",
    },
    /*  78 */
    Word {
        id: "ContinuedFirst",
        en: "Continued must be given immediately after twin.\n",
        fr: "Enplus doit immediatement suivre jumeau.\n",
        de: "Ferner muss als erstes nach Zwilling angegeben werden.\n",
    },
    /*  79 */
    Word {
        id: "Refutation",
        en: "refutes.",
        fr: "Refute.",
        de: "Widerlegt.",
    },
    /*  80 */
    Word {
        id: "NoFrischAufPromPiece",
        en: "FrischAufCirce: piece is not a promoted piece. Enter the pieces first.\n",
        fr: "FrischAufCirce: piece n'est pas une piece promue.\n",
        de: "FrischAufCirce: Stein ist keine Umwandlungsfigur, gg. Steine zuerst eingeben.\n",
    },
    /*  81 */
    Word {
        id: "ProofAndFairyConditions",
        en: "Some fairy conditions in proof games not allowed.\n",
        fr: "certaines conditions feeriques et plus courte jeux justificative interdit.\n",
        de: "Manche Maerchenbedingungen in Beweispartien nicht erlaubt.\n",
    },
    /*  82 */
    Word {
        id: "IsardamAndMadrasi",
        en: "Isardam and Madrasi/Eiffel not allowed",
        fr: "Isardam et Madrasi/Eiffel interdit",
        de: "Isardam und Madrasi/Eiffelschach nicht erlaubt",
    },
    /*  83 */
    Word {
        id: "ChecklessUndecidable",
        en: " cannot decide if this move is legal or not.\n",
        fr: " on ne peut pas determiner si ce coup est legal.\n",
        de: " kann nicht entscheiden, ob dieser Zug legal ist.\n",
    },
    /*  84 */
    Word {
        id: "OverwritePiece",
        en: " already occupied - old piece goes to the underworld.\n",
        fr: " deja occupee - piece ancienne va dans l'au-dela.\n",
        de: " ist bereits besetzt - alter Stein geht in die Unterwelt.\n",
    },
    /*  85 */
    Word {
        id: "MarsCirceAndOthers",
        en: "MarsCirce, PlusChess, PhantomChess or Make&Take are incompatible with several fairy conditions and fairy pieces.\n",
        fr: "MarsCirce, EchecsPlus, EchecsPhantom ou Make&Take incompatibles avec certains genres feeriques et avec des pieces feeriques.\n",
        de: "MarsCirce, PlusSchach, PhantomSchach oder Make&Take unvereinbar mit verschiedenen Maerchenbedingungen und -steinen.\n",
    },
    /*  86 */
    Word {
        id: "PotentialMates",
        en: "%lu potential positions in %u+%u",
        fr: "%lu positions possibles dans %u+%u",
        de: "%lu moegliche Stellungen in %u+%u",
    },
    /*  87 */
    Word {
        id: "NonsenseCombination",
        en: "nonsense combination",
        fr: "Melange interdit",
        de: "Unsinnige Kombination",
    },
    /*  88 */
    Word {
        id: "VogtlanderandIsardam",
        en: "VogtlanderChess not allowed in combination with Isardam or BrunnerChess\n",
        fr: "On ne peut pas melanger EchecsVogtlander avec Isardam ou EchecsBrunner\n",
        de: "VogtlanderSchach nicht erlaubt in Verbindung mit Isardam oder BrunnerSchach\n",
    },
    /*  89 */
    Word {
        id: "AssassinandOthers",
        en: "Circe Assassin is incompatible with several fairy conditions and fairy pieces\n",
        fr: "CirceAssassin est incompatible avec certains genres feeriques et avec des pieces feeriques.\n",
        de: "Circe Assassin unvereinbar mit verschiedenen Maerchenbedingungen und -steinen\n",
    },
    /*  90 */
    Word {
        id: "RepublicanandnotMate",
        en: "Must stipulate mate with Republican Chess\n",
        fr: "enonce doit etre mat avec condition EchecsRepublicain\n",
        de: "Nur Mattforderung im RepublikanerSchach erlaubt\n",
    },
    /*  91 */
    Word {
        id: "IncrementHashRateLevel",
        en: ", increment HashRateLevel to %s\n",
        fr: ", increment HashRateLevel a %s\n",
        de: ", erhoehe HashRateLevel auf %s\n",
    },
    /*  92 */
    Word {
        id: "DecrementHashRateLevel",
        en: ", decrement HashRateLevel to %s\n",
        fr: ", decroissance HashRateLevel a %s\n",
        de: ", vermindere HashRateLevel auf %s\n",
    },
    /*  93 */
    Word {
        id: "IntelligentRestricted",
        en: "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n",
        fr: "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans pieces feeriques.\n",
        de: "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.\n",
    },
    /*  94 */
    Word {
        id: "NothingToRemove",
        en: ": square is empty - cannot (re)move any piece.\n",
        fr: ": la case est vide - on ne peut pas oter ou deplacer une piece.\n",
        de: ": Feld leer - kann keine Figur entfernen/versetzen.\n",
    },
    /*  95 */
    Word {
        id: "NoMaxTime",
        en: "Option  MaxTime  not supported.\n",
        fr: "L'option  MaxTemps  n'est pas soutenu.\n",
        de: "Option  MaxZeit  nicht unterstuetzt.\n",
    },
    /*  96 */
    Word {
        id: "NoStopOnShortSolutions",
        en: "Option  StopOnShortSolutions  not supported with direct play.\n",
        fr: "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.\n",
        de: "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.\n",
    },
    /*  97 */
    Word {
        id: "SingleBoxAndFairyPieces",
        en: "Fairy pieces not allowed in Single box",
        fr: "Les pieces feeriques ne sont pas permises dans SingleBox",
        de: "Maerchensteine nicht erlaubt in Single box",
    },
    /*  98 */
    Word {
        id: "UndefLatexPiece",
        en: "LaTeXFile will not compile: undefined fairy piece\n",
        fr: "erreur dans FichierLaTeX : piece feerique inconnue\n",
        de: "LaTeXdatei nicht uebersetzbar: Maerchenstein nicht spezifiziert.\n",
    },
    /*  99 */
    Word {
        id: "HunterTypeLimitReached",
        en: "Limit of %s different hunter types exceeded\n",
        fr: "Plus de %s types de chasseurs differents\n",
        de: "Mehr als %s verschiedene Jaegertypen\n",
    },
    /* 100 */
    Word {
        id: "IncompatibleRoyalSettings",
        en: "Incompatible royal pieces and/or squares\n",
        fr: "Cases et/ou pieces royales incompatibles\n",
        de: "Unvereinbare koenigliche Felder und/oder Steine\n",
    },
    /* 101 */
    Word {
        id: "LosingChessNotInCheckOrMateStipulations",
        en: "LosingChess incompatible with check or mate stipulations\n",
        fr: "QuiPerdGagne incompatible avec les enonces echec ou mat\n",
        de: "Schlagschach unvereinbar mit Schach- oder Mattforderungen\n",
    },
    /* 102 */
    Word {
        id: "TakeMakeAndFairy",
        en: "Take&MakeChess is incompatible with some fairy conditions\n",
        fr: "Take&MakeEchecs ne sont pas compatibles avec certains genres feeriques\n",
        de: "Take&MakeSchach unvereinbar mit verschiedenen Maerchenbedingungen\n",
    },
    /* 103 */
    Word {
        id: "MagicAndFairyPieces",
        en: "Magic pieces incompatible with some fairy pieces\n",
        fr: "Pieces magiques ne sont pas compatibles avec certaines pieces feeriques\n",
        de: "Magische Steine unvereinbar mit verschiedenen Maerchenfiguren\n",
    },
    /* 104 */
    Word {
        id: "TooManyMagic",
        en: "Too many magic calculations needed\n",
        fr: "Trop de calculations magiques necessaires\n",
        de: "Zu viele magische Berechnungen benoetigt\n",
    },
    /* 105 */
    Word {
        id: "NoRepublicanWithConditionsDependingOnCheck",
        en: "RepublicanChess incompatible with conditions that depend on whether a certain move delivers check.\n",
        fr: "EchecsRepublicains incompatible avec des conditions qui dependent du fait si un coup donne echec.\n",
        de: "Republikanerschach nicht mit Bedingungen, die davon abhangen, ob gewisse Zuege Schach bieten.\n",
    },
    /* 106 */
    Word {
        id: "CantDecideWhoIsAtTheMove",
        en: "Can't decide which side is at the move\n",
        fr: "Popeye ne peut pas decider qui a le trait.\n",
        de: "Es ist nicht feststellbar, wer am Zug ist\n",
    },
    /* 107 */
    Word {
        id: "ThreatOptionAndExactStipulationIncompatible",
        en: "Option \"Threat\" not applicable or indicated maximum threat length too big\n",
        fr: "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande\n",
        de: "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross\n",
    },
    /* 108 */
    Word {
        id: "GhostHauntedChessAndCirceKamikazeHaanIncompatible",
        en: "GhostChess and HauntedChess incompatible with Circe, Anticirce, Kamikaze, Haaner Chess\n",
        fr: "EchecsGhost et EchecsHantes incompatibles avec Circe, Anticirce, Kamikaze, Echecs de Haan\n",
        de: "Geisterschach und Spukschach unvereinbar mit Circe, Anticirce, Kamikaze, Haaner Schach\n",
    },
    /* 109 */
    Word {
        id: "WhiteToPlayNotApplicable",
        en: "WhiteToPlay not applicable - ignored\n",
        fr: "ApparentSeul pas applicable - ignore\n",
        de: "WeissBeginnt nicht anwendbar - ignoriert\n",
    },
    /* 110 */
    Word {
        id: "SetPlayNotApplicable",
        en: "SetPlay not applicable - ignored\n",
        fr: "Apparent pas applicable - ignore\n",
        de: "Satzspiel nicht anwendbar - ignoriert\n",
    },
    /* 111 */
    Word {
        id: "PostKeyPlayNotApplicable",
        en: "PostKeyPlay not applicable - ignored\n",
        fr: "ApresCle pas applicable - ignore\n",
        de: "NachSchluessel nicht anwendbar - ignoriert\n",
    },
    /* 112 */
    Word {
        id: "QuodlibetNotApplicable",
        en: "Quodlibet not applicable - ignored\n",
        fr: "Quodlibet pas applicable - ignore\n",
        de: "Quodlibet nicht anwendbar - ignoriert\n",
    },
    /* 113 */
    Word {
        id: "GoalIsEndNotApplicable",
        en: "GoalIsEnd not applicable - ignored\n",
        fr: "ButEstFin pas applicable - ignore\n",
        de: "ZielIstEnde nicht anwendbar - ignoriert\n",
    },
    /* 114 */
    Word {
        id: "GoalIsEndAndQuodlibetIncompatible",
        en: "GoalIsEnd and Quodlibet are incompatible\n",
        fr: "ButEstFin et Quodlibet incompatibles\n",
        de: "ZielIstEnde und Quodlibet nicht kompatibel\n",
    },
    /* 115 */
    Word {
        id: "CantDecideOnSideWhichConditionAppliesTo",
        en: "Can't decide whether condition applies to White or Black\n",
        fr: "Il ne peut pas etre decide si une condition s'applique aux Blancs ou aux Noirs\n",
        de: "Es ist nicht entscheidbar, ob Bedingung fuer Weiss oder Schwarz gilt\n",
    },
    /* 116 */
    Word {
        id: "NoCageImmuneWithoutCage",
        en: "CageImmunChess only with CageCirce\n",
        fr: "ImmunCage seulement avec CirceCage\n",
        de: "KaefigImmunSchach nur mit KaefigCirce\n",
    },
    /* 117 */
    Word {
        id: "ExclusiveRefutedUndecidable",
        en: "Can't decide whether this move is refuted\n",
        fr: "On ne peut pas decider si ce coup est refute\n",
        de: "Kann nicht entscheiden, ob dieser Zug widerlegt wird\n",
    },
    /* 118 */
    Word {
        id: "KingCaptureDetected",
        en: "King capture detected - fairy elements seem incompatible",
        fr: "Capture de roi detectee - elements feeriques probablement incompatibles\n",
        de: "Schlag eines Koenigs detektiert - Maerchenelemente scheinen unvereinbar\n",
    },
    /* 119 */
    Word {
        id: "InconsistentRetroInformation",
        en: "Inconsistent retro information\n",
        fr: "Information retro inconsistent\n",
        de: "Inkonsistente Retro-Information\n",
    },
    /* 120 */
    Word {
        id: "InconsistentDuplexOption",
        en: "Inconsistent duplex options\n",
        fr: "Options duplex inconsistentes\n",
        de: "Inkonsistente Duplex-Optionen\n",
    },
    /* 121 */
    Word {
        id: "InconsistentProofTarget",
        en: "Inconsistent proof game targets\n",
        fr: "Inconsistent buts pcpj\n",
        de: "Inkonsistente Beweispartie-Ziele\n",
    },
    /* 122 */
    Word {
        id: "InconsistentNullMoves",
        en: "Inconsistent rules regarding NullMoves\n",
        fr: "Regles inconsitentents concernant les CoupsVides\n",
        de: "Inkonsistente Regeln betreffend NullZuegen\n",
    },
    /* 123 */
    Word {
        id: "IncompatibleWalkChangingElements",
        en: "Incompatible fairy elements changing piece types\n",
        fr: "Elements feeriques incompatibles changeant la marche de pieces\n",
        de: "Inkompatible Maerchenelemente, welche die Gangart aendern\n",
    },
    /* 124 */
    Word {
        id: "BulAndDobIncompatible",
        en: "A hopper can not be both Bul and Dob\n",
        fr: "Un sauteur ne peu pas etre et Bul et Dob\n",
        de: "Ein Huepfer kann nicht sowohl Bul als auch Dob sein\n",
    },
    /* 125 */
    Word {
        id: "ParseForsythFailure",
        en: "Forsyth position not recognized, or pieces capacity exhausted\n",
        fr: "Position Forsyth pas reconnue, ou capacite de pieces epuisee\n",
        de: "Forsyth-Position nicht erkannt, oder Steinkapazitaeat erschoepft\n",
    },
    /* 126 */
    Word {
        id: "PieceAdditionFailed",
        en: "Pieces capacity exhausted\n",
        fr: "Capacite de pieces epuisee\n",
        de: "Capacite de pieces epuisee\n",
    },
    /* 127 */
    Word {
        id: "TwoDisterReferenceSquaresRequired",
        en: "Exactly 2 dister reference squares have to be indicated\n",
        fr: "Exactement 2 cases de reference Dister doivent etre indiquees\n",
        de: "Es müssen genau 2 Dister-Referenzfelder angegeben werden\n",
    },
];

/// Twinning arguments: TwinningMirrorString (TwinningMirrorCount = 4) - the same strings in all languages. Rotation
/// takes a number (90, 180, 270), not a keyword; shift takes two squares.
pub const TWIN_ARGS: &[Word] = &[
    /*   0 */
    Word {
        id: "MirrorA1H1",
        en: "a1<-->h1",
        fr: "a1<-->h1",
        de: "a1<-->h1",
    },
    /*   1 */
    Word {
        id: "MirrorA1A8",
        en: "a1<-->a8",
        fr: "a1<-->a8",
        de: "a1<-->a8",
    },
    /*   2 */
    Word {
        id: "MirrorA1H8",
        en: "a1<-->h8",
        fr: "a1<-->h8",
        de: "a1<-->h8",
    },
    /*   3 */
    Word {
        id: "MirrorA8H1",
        en: "a8<-->h1",
        fr: "a8<-->h1",
        de: "a8<-->h1",
    },
];

/// Rule sets the `Rules` command names (mansuba's extension): the id is
/// the name `rules::by_name` knows.
pub const RULE_SETS: &[Word] = &[
    Word {
        id: "orthodox",
        en: "Orthodox",
        fr: "Orthodoxe",
        de: "Orthodox",
    },
    Word {
        id: "courier",
        en: "Courier",
        fr: "Coursier",
        de: "Kurier",
    },
    Word {
        id: "couriermodern",
        en: "CourierModern",
        fr: "CoursierModerne",
        de: "KurierModern",
    },
    Word {
        id: "shatar",
        en: "Shatar",
        fr: "Shatar",
        de: "Schatar",
    },
    Word {
        id: "tamerlane",
        en: "Tamerlane",
        fr: "Tamerlan",
        de: "Tamerlan",
    },
];

/// Pieces of the historical rule sets that Popeye has no word for. Codes
/// follow the historical names (German `L` Laeufer for the courier, `SC`
/// Schleich, `M` Mann; the Shatar bers is Fairy-Stockfish's `J`).
pub const RULE_SET_PIECES: &[Word] = &[
    Word {
        id: "Mann",
        en: "m",
        fr: "m",
        de: "m",
    },
    Word {
        id: "Schleich",
        en: "sc",
        fr: "sc",
        de: "sc",
    },
    Word {
        id: "Courier",
        en: "c",
        fr: "co",
        de: "l",
    },
    Word {
        id: "Bers",
        en: "j",
        fr: "j",
        de: "j",
    },
    Word {
        id: "WaitingPawn2",
        en: "p2",
        fr: "p2",
        de: "b2",
    },
    Word {
        id: "WaitingPawn1",
        en: "p1",
        fr: "p1",
        de: "b1",
    }, // Tamerlane
    Word {
        id: "Ferz",
        en: "f",
        fr: "f",
        de: "f",
    },
    Word {
        id: "Vizir",
        en: "v",
        fr: "v",
        de: "v",
    },
    Word {
        id: "TamerlaneElephant",
        en: "e",
        fr: "e",
        de: "e",
    },
    Word {
        id: "TamerlaneCamel",
        en: "c",
        fr: "h",
        de: "c",
    },
    Word {
        id: "WarEngine",
        en: "w",
        fr: "m",
        de: "m",
    },
    Word {
        id: "Picket",
        en: "t",
        fr: "x",
        de: "x",
    },
    Word {
        id: "TamerlaneGiraffe",
        en: "g",
        fr: "g",
        de: "g",
    },
    Word {
        id: "Prince",
        en: "i",
        fr: "i",
        de: "i",
    },
    Word {
        id: "AdventitiousKing",
        en: "a",
        fr: "a",
        de: "a",
    },
    Word {
        id: "PawnOfKing",
        en: "pk",
        fr: "pr",
        de: "bk",
    },
    Word {
        id: "PawnOfFerz",
        en: "pf",
        fr: "pf",
        de: "bf",
    },
    Word {
        id: "PawnOfVizir",
        en: "pv",
        fr: "pv",
        de: "bv",
    },
    Word {
        id: "PawnOfRook",
        en: "pr",
        fr: "pt",
        de: "bt",
    },
    Word {
        id: "PawnOfKnight",
        en: "ps",
        fr: "pc",
        de: "bs",
    },
    Word {
        id: "PawnOfElephant",
        en: "pe",
        fr: "pe",
        de: "be",
    },
    Word {
        id: "PawnOfCamel",
        en: "pc",
        fr: "ph",
        de: "bc",
    },
    Word {
        id: "PawnOfWarEngine",
        en: "pw",
        fr: "pm",
        de: "bm",
    },
    Word {
        id: "PawnOfPicket",
        en: "pt",
        fr: "px",
        de: "bx",
    },
    Word {
        id: "PawnOfGiraffe",
        en: "pg",
        fr: "pg",
        de: "bg",
    },
    Word {
        id: "PawnOfPawns",
        en: "pp",
        fr: "pp",
        de: "bb",
    },
    Word {
        id: "PawnOfPawns1",
        en: "p1",
        fr: "p1",
        de: "b1",
    },
    Word {
        id: "PawnOfPawns2",
        en: "p2",
        fr: "p2",
        de: "b2",
    },
    Word {
        id: "PawnOfPawns3",
        en: "p3",
        fr: "p3",
        de: "b3",
    },
    Word {
        id: "PawnOfPawns4",
        en: "p4",
        fr: "p4",
        de: "b4",
    },
];

/// The word of a piece id, Popeye's table first, then the rule sets'.
pub fn piece_word(id: &str) -> Option<&'static Word> {
    PIECES.iter().chain(RULE_SET_PIECES).find(|w| w.id == id)
}

/// The piece words of a rule set, as `(roster name, word)`: the codes a
/// piece list reads under `Rules NAME`, ahead of Popeye's table.
pub fn rule_set_pieces(rule_set: &str) -> Vec<(&'static str, &'static Word)> {
    let names: &[(&str, &str)] = match rule_set {
        "tamerlane" => &[
            ("king", "King"),
            ("prince", "Prince"),
            ("adventitious king", "AdventitiousKing"),
            ("ferz", "Ferz"),
            ("vizir", "Vizir"),
            ("rook", "Rook"),
            ("knight", "Knight"),
            ("elephant", "TamerlaneElephant"),
            ("camel", "TamerlaneCamel"),
            ("war engine", "WarEngine"),
            ("picket", "Picket"),
            ("giraffe", "TamerlaneGiraffe"),
            ("pawn of king", "PawnOfKing"),
            ("pawn of ferz", "PawnOfFerz"),
            ("pawn of vizir", "PawnOfVizir"),
            ("pawn of rook", "PawnOfRook"),
            ("pawn of knight", "PawnOfKnight"),
            ("pawn of elephant", "PawnOfElephant"),
            ("pawn of camel", "PawnOfCamel"),
            ("pawn of war engine", "PawnOfWarEngine"),
            ("pawn of picket", "PawnOfPicket"),
            ("pawn of giraffe", "PawnOfGiraffe"),
            ("pawn of pawns", "PawnOfPawns"),
            ("pawn of pawns 1", "PawnOfPawns1"),
            ("pawn of pawns 2", "PawnOfPawns2"),
            ("pawn of pawns 3", "PawnOfPawns3"),
            ("pawn of pawns 4", "PawnOfPawns4"),
        ],
        "courier" | "couriermodern" => &[
            ("king", "King"),
            ("mann", "Mann"),
            ("ferz", "Fers"),
            ("schleich", "Schleich"),
            ("courier", "Courier"),
            ("alfil", "Alfil"),
            ("knight", "Knight"),
            ("rook", "Rook"),
            ("pawn", "Pawn"),
        ],
        "shatar" => &[
            ("king", "King"),
            ("bers", "Bers"),
            ("rook", "Rook"),
            ("camel", "Bishop"),
            ("knight", "Knight"),
            ("pawn", "Pawn"),
        ],
        _ => &[],
    };
    // Modern Courier has the medieval pieces and the pawn waiting on its
    // last rank.
    let waiting: &[(&str, &str)] = match rule_set {
        "couriermodern" => &[("pawn2", "WaitingPawn2"), ("pawn1", "WaitingPawn1")],
        _ => &[],
    };
    names
        .iter()
        .chain(waiting)
        .map(|&(roster, id)| (roster, piece_word(id).expect("a known piece word")))
        .collect()
}
