export { responseShape, nestedShape, withTrail } from './shapes';
