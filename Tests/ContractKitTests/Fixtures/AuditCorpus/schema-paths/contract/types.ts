import { components } from './schema';
export type Upload = components['schemas']['Upload'];
export type Dimensions = components['schemas']['Dimensions'];
export type Member = components['schemas']['Member'];
export type Unfurl = components['schemas']['Unfurl'];
export type Post = components['schemas']['Post'];
