/**
 * The profile's edit mode (the form, its store, the avatar upload, the region selectors) is a
 * chunk of its own: a visitor reading someone's profile never downloads it. The owner's profile
 * screen prefetches it, so 編輯個人檔案 opens at once.
 */
export function loadProfileEditMode() {
  return Promise.all([
    import(/* webpackChunkName: "profile-edit" */ './ProfileEditForm'),
    import(/* webpackChunkName: "profile-edit" */ './ProfileEditStore'),
  ]).then(([form, store]) => ({
    ProfileEditForm: form.ProfileEditForm,
    ProfileEditStore: store.ProfileEditStore,
    readProfileDraft: store.readProfileDraft,
  }));
}

export type ProfileEditMode = Awaited<ReturnType<typeof loadProfileEditMode>>;
