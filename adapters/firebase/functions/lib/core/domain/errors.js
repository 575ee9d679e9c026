"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ValidationError = exports.DomainError = exports.ERROR_CODES = void 0;
exports.isDomainError = isDomainError;
exports.isValidationError = isValidationError;
exports.errorCodeOf = errorCodeOf;
/**
 * Domain error codes. Adapters translate every backend error into one of these; the UI maps
 * each code to the zh-TW texts of spec section 8. No backend's own message reaches a person.
 */
exports.ERROR_CODES = [
    // auth (spec section 8)
    'auth/email-already-in-use',
    'auth/invalid-credential',
    'auth/invalid-email',
    'auth/user-not-found',
    'auth/account-exists-with-different-credential',
    'auth/popup-closed',
    'auth/weak-password',
    'auth/not-signed-in',
    /** Registration created the account but not its documents (spec 8). */
    'auth/user-db-create-failed',
    // data
    'permission-denied',
    'not-found',
    'already-exists',
    'invalid-argument',
    /** A query needs a database index that does not exist yet (Firestore failed-precondition). */
    'failed-precondition',
    /** e.g. the third questionnaire submission */
    'resource-exhausted',
    'unavailable',
    'deadline-exceeded',
    'unknown',
];
class DomainError extends Error {
    code;
    /** Validation error codes (core/validation) when code is invalid-argument. */
    details;
    constructor(code, message, details = []) {
        super(message ?? code);
        this.name = 'DomainError';
        this.code = code;
        this.details = details;
    }
}
exports.DomainError = DomainError;
function isDomainError(e) {
    return e instanceof DomainError || (typeof e === 'object' && e !== null && e.name === 'DomainError');
}
/** Input refused by a validation rule of core/validation: one code per field. */
class ValidationError extends DomainError {
    fields;
    constructor(fields) {
        const clean = {};
        for (const [k, v] of Object.entries(fields))
            if (v)
                clean[k] = v;
        super('invalid-argument', 'validation failed', Object.values(clean));
        this.name = 'DomainError';
        this.fields = clean;
    }
}
exports.ValidationError = ValidationError;
function isValidationError(e) {
    return isDomainError(e) && e.code === 'invalid-argument' && typeof e.fields === 'object';
}
/** The code of any thrown value; anything that is not a DomainError is `unknown`. */
function errorCodeOf(e) {
    return isDomainError(e) ? e.code : 'unknown';
}
//# sourceMappingURL=errors.js.map