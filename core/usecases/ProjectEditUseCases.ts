import type { Project, ProjectInput } from '../domain';
import type { ProjectRepository } from '../ports';
import { validateProjectInput } from '../validation/project';
import { normalizeTags } from '../validation/tags';
import { nameText, trimText } from '../validation/text';
import { assertValid } from './guard';

/** Trimmed, de-duplicated and validated; throws a ValidationError. */
function checkedInput(input: ProjectInput): ProjectInput {
  const clean: ProjectInput = {
    projectName: nameText(input.projectName),
    headline: trimText(input.headline),
    description: trimText(input.description),
    stage: input.stage,
    partnersWanted: [...new Set(input.partnersWanted)],
    skillsRequired: normalizeTags(input.skillsRequired),
  };
  assertValid(validateProjectInput(clean));
  return clean;
}

/** Publishing and editing a project (spec 2 Editor, 5 Project). */
export class ProjectEditUseCases {
  constructor(private readonly projects: ProjectRepository) {}

  /** Publishes (or updates) the signed-in member's own project. */
  async publishProject(input: ProjectInput): Promise<Project> {
    return this.projects.saveOwnProject(checkedInput(input));
  }

  /** Owner or admin; the backend refuses anyone else. */
  async updateProject(id: string, input: ProjectInput): Promise<Project> {
    return this.projects.updateProject(id, checkedInput(input));
  }
}
