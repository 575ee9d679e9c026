"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planSubmissionScoring = planSubmissionScoring;
const archetypeScoring_1 = require("../../../core/scoring/archetypeScoring");
const paths_1 = require("../paths");
function earlier(a, b) {
    return a.createdAtMs < b.createdAtMs || (a.createdAtMs === b.createdAtMs && a.id < b.id);
}
/** null when the submission already has its result (a retried trigger) or names no member. */
function planSubmissionScoring(s, state, nowMs) {
    if (s.resultId || !s.userId)
        return null;
    const self = { id: s.submissionId, createdAtMs: s.createdAtMs };
    const retakeCount = state.memberSubmissions.filter((o) => o.id !== s.submissionId && earlier(o, self)).length;
    const scored = (0, archetypeScoring_1.scoreAnswers)(state.questions, s.answers);
    const resultId = s.submissionId;
    const writes = [
        {
            op: 'set',
            path: paths_1.docPaths.result(resultId),
            data: {
                userId: s.userId,
                submissionId: s.submissionId,
                questionnaireId: s.questionnaireId,
                overallScore: scored.overallScore,
                archetype: scored.archetype,
                retakeCount,
                dimensionScores: scored.dimensionScores,
                createdAt: new Date(nowMs),
            },
        },
        { op: 'update', path: paths_1.docPaths.submission(s.submissionId), data: { resultId } },
    ];
    if (state.userExists && (state.currentRetakeCount === null || retakeCount >= state.currentRetakeCount)) {
        writes.push({
            op: 'update',
            path: paths_1.docPaths.user(s.userId),
            data: { archetypeResult: { archetype: scored.archetype, overallScore: scored.overallScore, resultId, retakeCount } },
        });
    }
    return { resultId, retakeCount, scored, writes };
}
//# sourceMappingURL=submissionEffects.js.map