import type { SocialProvider } from '../../../core/domain';

export const socialProvider = {
  google: 'Google',
  facebook: 'Facebook',
} satisfies Record<SocialProvider, string>;
