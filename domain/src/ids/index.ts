export { ID_ALPHABET, createId } from "./createId";
