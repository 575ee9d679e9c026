import type { EpochMs } from './common';

export interface Banner {
  id: string;
  title: string;
  linkUrl: string;
  imageUrl: string;
  order: number;
}
export type BannerInput = Omit<Banner, 'id'>;

export interface Resource {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  officialUrl: string;
  category: string;
  district: string;
  createdAt: EpochMs;
}
export type ResourceInput = Omit<Resource, 'id' | 'createdAt'>;

export interface FeedbackInput {
  name: string;
  email: string;
  message: string;
}
export interface FeedbackResponse {
  success: boolean;
  message: string;
}
