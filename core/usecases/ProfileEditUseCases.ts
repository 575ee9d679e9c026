import type { Availability, ContactInfo, ProfilePatch, Role, Uid, UploadFile } from '../domain';
import { ValidationError } from '../domain';
import type { FileStorage, ImagePreparer, UserRepository } from '../ports';
import { AVATAR_TARGET } from '../rules/imagePlan';
import { validateImageFile } from '../validation/avatar';
import { validateProfile } from '../validation/profile';
import { validateSkillsProfile } from '../validation/project';
import { normalizeTags } from '../validation/tags';
import { trimText } from '../validation/text';
import { assertValid } from './guard';
import { pictureByContent, preparedPicture } from './imageContent';

export interface SkillsProfileInput {
  headline: string;
  role: Role | null;
  availability: Availability | null;
  bio: string;
  skills: readonly string[];
}

/** Saving a profile and uploading its avatar (spec 2 Profile, 5 Profile). */
export class ProfileEditUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly storage: FileStorage,
    private readonly images: ImagePreparer,
  ) {}

  async saveProfile(uid: Uid, patch: ProfilePatch, contact?: ContactInfo): Promise<void> {
    assertValid(validateProfile(patch, contact));
    await this.users.saveProfile(uid, patch, contact);
  }

  /** The editor's "I have professional skills" form: headline, partner role, availability, bio, skills. */
  async saveSkillsProfile(uid: Uid, input: SkillsProfileInput): Promise<void> {
    assertValid(validateSkillsProfile(input));
    await this.users.saveProfile(uid, {
      headline: trimText(input.headline),
      role: input.role,
      availability: input.availability,
      bio: trimText(input.bio),
      skills: normalizeTags(input.skills),
    });
  }

  /**
   * Checks size and type first (spec 5), and that the bytes are a JPG or PNG, then makes it the
   * centred square of AVATAR_TARGET and uploads that; the member still has to save.
   */
  async uploadAvatar(file: UploadFile): Promise<string> {
    const code = validateImageFile(file);
    if (code) throw new ValidationError({ avatar: code });
    const picked = await pictureByContent(file, 'avatar');
    return this.storage.uploadAvatar(await preparedPicture(this.images, picked, AVATAR_TARGET, 'avatar'));
  }
}
