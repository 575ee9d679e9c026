"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toAdminQuery = toAdminQuery;
const firestore_1 = require("firebase-admin/firestore");
const queryCatalogue_1 = require("../../queryCatalogue");
/** A catalogue QuerySpec as an Admin SDK query: the functions issue only catalogue queries too. */
function toAdminQuery(db, spec) {
    let q = spec.scope === 'collection-group' ? db.collectionGroup(spec.path.join('/')) : db.collection(spec.path.join('/'));
    for (const f of spec.filters)
        q = q.where(f.field, f.op, f.value);
    for (const o of spec.orderBy)
        q = q.orderBy(o.field === queryCatalogue_1.DOCUMENT_ID ? firestore_1.FieldPath.documentId() : o.field, o.direction);
    if (spec.startAfter) {
        q = q.startAfter(...spec.startAfter.map((v) => (typeof v === 'object' ? new firestore_1.Timestamp(v.seconds, v.nanoseconds) : v)));
    }
    if (spec.limit !== null)
        q = q.limit(spec.limit);
    return q;
}
//# sourceMappingURL=adminQuery.js.map