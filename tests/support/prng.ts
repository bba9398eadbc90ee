/** Tests and benchmarks use the app's own small seeded generator. */
export { mulberry32 } from '../../shared/random/mulberry32';
