"use strict";
/**
 * Every enumeration of spec section 3 with stable codes. Codes are what is stored in every
 * backend; the UI maps them to zh-TW labels (ui/texts). Never rename a code: data depends on it.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.AUTH_PROVIDERS = exports.SCORE_DIMENSIONS = exports.ARCHETYPES = exports.QUESTION_TYPES = exports.NOTIFICATION_TYPES = exports.APPLICATION_STATUSES = exports.AVAILABILITIES = exports.PROJECT_STAGES = exports.YEARS_EXPERIENCE = exports.GENDERS = exports.PARTNER_ROLES = exports.ROLES = void 0;
exports.isOneOf = isOneOf;
exports.ROLES = ['idea_holder', 'technical', 'operations'];
/** Roles a partner can be wanted for, and that a "professional skills" profile can pick. */
exports.PARTNER_ROLES = ['technical', 'operations'];
exports.GENDERS = ['male', 'female', 'undisclosed'];
exports.YEARS_EXPERIENCE = ['1-3', '3-5', '5-10', '10+'];
exports.PROJECT_STAGES = ['concept', 'prototype', 'early_adopters'];
exports.AVAILABILITIES = ['full_time', 'part_time', 'either'];
exports.APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'];
exports.NOTIFICATION_TYPES = ['chat', 'application', 'other'];
exports.QUESTION_TYPES = ['single_choice', 'multiple_choice'];
exports.ARCHETYPES = ['navigator', 'pioneer', 'artisan', 'collaborator', 'dreamer'];
/** The five score dimensions of spec section 9, in their canonical order. */
exports.SCORE_DIMENSIONS = ['overall', 'skill', 'execution', 'teamwork', 'risk'];
exports.AUTH_PROVIDERS = ['google', 'facebook'];
function isOneOf(values, value) {
    return typeof value === 'string' && values.includes(value);
}
//# sourceMappingURL=enums.js.map