// The character side of Beat-15: options, the character file, creation and the sheet.

export { CREATION_METHODS, createManual, MANUAL_EXAMPLE, manualInputSchema } from "./create.js";
export { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
export {
  type B15Options,
  type B15OptionsInput,
  b15OptionsSchema,
  defaultOptions,
  fixedStats,
  optionDocList,
  parseOptions,
  statLabel,
} from "./options.js";
export { OPTION_DOCS } from "./options-docs.js";
export {
  type B15Character,
  type B15CharacterInput,
  characterJsonSchema,
  characterSchema,
  checkAgainstOptions,
  findItem,
  type Item,
  itemSchema,
  type ParseCharacterSettings,
  parseCharacter,
} from "./schema.js";
export { type B15Derived, derive, describe } from "./sheet.js";
