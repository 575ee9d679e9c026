"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ARCHETYPE_BY_DIMENSION = exports.DREAMER_BELOW = void 0;
exports.normalizeOptionScores = normalizeOptionScores;
exports.roundHalfUp = roundHalfUp;
exports.percentOf = percentOf;
exports.archetypeFor = archetypeFor;
exports.scoreAnswers = scoreAnswers;
/**
 * Archetype scoring: the one rule every backend implements (memory in process, Firebase in a
 * Cloud Function, Supabase in SQL). core/scoring/archetype-vectors.json holds shared test vectors;
 * every implementation must give exactly their expected results.
 *
 * Inputs
 *   Questions with options. An option's scores are read by normalizeOptionScores:
 *   - when the option has a `scores` object (not null), each of the five dimensions
 *     (overall, skill, execution, teamwork, risk) is its value there if that is a finite number,
 *     else 0; a `value` beside it is ignored;
 *   - otherwise a legacy option's single finite `value` counts for `overall` only (others 0);
 *   - otherwise every dimension is 0.
 *
 * Which answers count
 *   An answer counts when its questionId names a question and chosenOptionIndex is an integer
 *   with 0 <= index < that question's number of options. Only the first counting answer for a
 *   question counts (answers are read in array order); all other answers are ignored. If two
 *   questions share an id, the first one is used. Unanswered questions do not count at all.
 *
 * Per dimension d, over the counted answers (question q, chosen option o):
 *   N_d = Σ score_d(o)
 *   D_d = Σ max over q's options of score_d
 *   percent_d = 0                                   when D_d <= 0
 *             = clamp(floor(100 * N_d / D_d + 0.5), 0, 100)   otherwise
 *   i.e. round half up (12.5 → 13, 39.5 → 40), computed in double precision. SQL: use numeric
 *   (not integer) division, `least(100, greatest(0, floor(100.0 * n / d + 0.5)))`. With integer
 *   scores this equals the exact integer formula floor((200 * N + D) / (2 * D)).
 *
 * Result
 *   overallScore = percent_overall.
 *   archetype = 'dreamer' when overallScore < 40; otherwise the dimension with the highest
 *   percent among execution → 'navigator', risk → 'pioneer', skill → 'artisan',
 *   teamwork → 'collaborator'; on a tie the first in that order wins (so all four at 0 with
 *   overallScore >= 40 gives 'navigator').
 *   dimensionScores = the five percents.
 */
const domain_1 = require("../domain");
/** Below this overall score the archetype is 'dreamer'. */
exports.DREAMER_BELOW = 40;
/** Tie-break order and the archetype each dimension stands for. */
exports.ARCHETYPE_BY_DIMENSION = [
    ['execution', 'navigator'],
    ['risk', 'pioneer'],
    ['skill', 'artisan'],
    ['teamwork', 'collaborator'],
];
function zeroScores() {
    return { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 };
}
function finite(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
function normalizeOptionScores(option) {
    const out = zeroScores();
    if (option.scores !== undefined && option.scores !== null && typeof option.scores === 'object') {
        for (const d of domain_1.SCORE_DIMENSIONS)
            out[d] = finite(option.scores[d]);
    }
    else {
        out.overall = finite(option.value);
    }
    return out;
}
/** Round half up, documented above: floor(x + 0.5). */
function roundHalfUp(x) {
    return Math.floor(x + 0.5);
}
function percentOf(chosen, max) {
    if (!(max > 0))
        return 0;
    return Math.min(100, Math.max(0, roundHalfUp((100 * chosen) / max)));
}
function archetypeFor(dimensionScores) {
    if (dimensionScores.overall < exports.DREAMER_BELOW)
        return 'dreamer';
    let best = exports.ARCHETYPE_BY_DIMENSION[0][1];
    let bestPercent = -Infinity;
    for (const [dimension, archetype] of exports.ARCHETYPE_BY_DIMENSION) {
        if (dimensionScores[dimension] > bestPercent) {
            best = archetype;
            bestPercent = dimensionScores[dimension];
        }
    }
    return best;
}
function scoreAnswers(questions, answers) {
    const byId = new Map();
    for (const q of questions)
        if (!byId.has(q.id))
            byId.set(q.id, q);
    const chosen = zeroScores();
    const max = zeroScores();
    const counted = new Set();
    for (const a of answers) {
        const q = byId.get(a.questionId);
        if (!q || counted.has(a.questionId))
            continue;
        const i = a.chosenOptionIndex;
        if (!Number.isInteger(i) || i < 0 || i >= q.options.length)
            continue;
        counted.add(a.questionId);
        const options = q.options.map(normalizeOptionScores);
        const pick = options[i];
        for (const d of domain_1.SCORE_DIMENSIONS) {
            chosen[d] += pick[d];
            max[d] += Math.max(...options.map((o) => o[d]));
        }
    }
    const dimensionScores = zeroScores();
    for (const d of domain_1.SCORE_DIMENSIONS)
        dimensionScores[d] = percentOf(chosen[d], max[d]);
    return { overallScore: dimensionScores.overall, archetype: archetypeFor(dimensionScores), dimensionScores };
}
//# sourceMappingURL=archetypeScoring.js.map