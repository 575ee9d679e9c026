"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PROFILE_PATCH_KEYS = void 0;
exports.emptyProfile = emptyProfile;
exports.PROFILE_PATCH_KEYS = [
    'name',
    'avatarUrl',
    'headline',
    'bio',
    'role',
    'gender',
    'skills',
    'address',
    'industryExperience',
    'yearsExperience',
    'pastExperience',
    'linkedinUrl',
    'githubUrl',
    'websiteUrl',
    'interests',
    'workingStyle',
    'availability',
];
/** A profile with every optional field at its empty value. */
function emptyProfile(uid, name, createdAt) {
    return {
        uid,
        name,
        avatarUrl: '',
        headline: '',
        bio: '',
        role: null,
        gender: null,
        skills: [],
        address: { city: '', district: '' },
        createdAt,
        unreadNotifications: 0,
        isAdmin: false,
        industryExperience: [],
        yearsExperience: null,
        pastExperience: '',
        linkedinUrl: '',
        githubUrl: '',
        websiteUrl: '',
        interests: [],
        workingStyle: [],
        availability: null,
        archetypeResult: null,
    };
}
//# sourceMappingURL=user.js.map