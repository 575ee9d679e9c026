import type {
  Banner,
  BannerInput,
  Project,
  ProjectInput,
  Question,
  QuestionInput,
  Resource,
  ResourceInput,
  UploadFile,
} from '../domain';
import { ValidationError, assertNewItemId } from '../domain';
import type {
  BannerRepository,
  FileStorage,
  ImagePreparer,
  ProjectRepository,
  QuestionnaireRepository,
  ResourceRepository,
} from '../ports';
import { validateBannerImage } from '../validation/avatar';
import { validateBanner } from '../validation/banner';
import { validateProjectInput } from '../validation/project';
import { normalizeQuestionInput, validateQuestion, type QuestionDraft } from '../validation/question';
import { validateResource } from '../validation/resource';
import { BANNER_TARGET } from '../rules/imagePlan';
import { trimText } from '../validation/text';
import type { EditTarget } from './editTarget';
import { assertValid } from './guard';
import { pictureByContent, preparedPicture } from './imageContent';

function assertTarget(target: EditTarget): void {
  if (target.isNew) assertNewItemId(target.id);
}

/** What an admin saves through a form: projects, banners, resources, questions (spec 2 Admin, 5). */
export class AdminEditUseCases {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly banners: BannerRepository,
    private readonly resources: ResourceRepository,
    private readonly questionnaire: QuestionnaireRepository,
    private readonly storage: FileStorage,
    private readonly images: ImagePreparer,
  ) {}

  async updateProject(id: string, input: ProjectInput): Promise<Project> {
    assertValid(validateProjectInput(input));
    return this.projects.updateProject(id, input);
  }

  /**
   * Checks the picked file (size, type, bytes), makes it at most BANNER_TARGET wide, and uploads
   * that to banners/{timestamp}_{filename}.
   */
  async uploadBannerImage(file: UploadFile): Promise<string> {
    const code = validateBannerImage(file);
    if (code) throw new ValidationError({ image: code });
    const picked = await pictureByContent(file, 'image');
    return this.storage.uploadBannerImage(await preparedPicture(this.images, picked, BANNER_TARGET, 'image'));
  }

  async saveBanner(target: EditTarget, input: BannerInput): Promise<Banner> {
    const clean = { ...input, title: trimText(input.title), linkUrl: input.linkUrl.trim() };
    assertValid(validateBanner(clean));
    assertTarget(target);
    return target.isNew ? this.banners.createBanner(target.id, clean) : this.banners.updateBanner(target.id, clean);
  }

  async saveResource(target: EditTarget, input: ResourceInput): Promise<Resource> {
    const clean: ResourceInput = {
      title: trimText(input.title),
      description: trimText(input.description),
      imageUrl: input.imageUrl.trim(),
      officialUrl: input.officialUrl.trim(),
      category: trimText(input.category),
      district: trimText(input.district),
    };
    assertValid(validateResource(clean));
    assertTarget(target);
    return target.isNew
      ? this.resources.createResource(target.id, clean)
      : this.resources.updateResource(target.id, clean);
  }

  /** Blank options are dropped, scores default to 0, order defaults to 10. */
  async saveQuestion(target: EditTarget, draft: QuestionDraft): Promise<Question> {
    const input: QuestionInput = normalizeQuestionInput(draft);
    assertValid(validateQuestion(input));
    assertTarget(target);
    return target.isNew
      ? this.questionnaire.addQuestion(target.id, input)
      : this.questionnaire.updateQuestion(target.id, input);
  }
}
