import Entity from './Entity';

export default class Topic extends Entity {
  title: string;
  reply_count: number;
  locked: boolean;
  protected _replies?: Topic[];
}
