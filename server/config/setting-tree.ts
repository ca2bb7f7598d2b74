import { z } from 'zod';

/** A setting read from one environment variable, where empty counts as unset: its schema checks it, gives its default and shapes its value. */
export const fromEnv = <Schema extends z.ZodType>(env: string, schema: Schema) => ({
  env,
  schema: z.preprocess((value) => (value === '' ? undefined : value), schema),
});

// The settings are one tree shaped like Config whose leaves name their variable: the environment's
// schema (keyed by variable, for error messages), Config's type and its values are all derived from it.
/** A leaf of the tree: one variable and its schema. */
export interface EnvSetting {
  env: string;
  schema: z.ZodType;
}
/** A node made of several settings composed into one value. */
export interface Composed {
  parts: SettingTree;
  compose: (values: never) => unknown;
}
/** Settings by where they land in Config. */
export interface SettingTree {
  [key: string]: EnvSetting | Composed | SettingTree;
}
/** The values a tree of settings gives, shaped like the tree. */
export type SettingValues<Tree> = {
  [Key in keyof Tree]: Tree[Key] extends EnvSetting
    ? z.output<Tree[Key]['schema']>
    : Tree[Key] extends { compose: (values: never) => infer Value }
      ? Value
      : SettingValues<Tree[Key]>;
};

/** Settings read together and made into one value (a sign-in provider's client, say); `compose` may throw ConfigError. */
export const composed = <Parts extends SettingTree, Value>(
  parts: Parts,
  compose: (values: SettingValues<Parts>) => Value,
) => ({ parts, compose });

const isEnvSetting = (node: SettingTree[string]): node is EnvSetting => 'env' in node;
const isComposed = (node: SettingTree[string]): node is Composed => 'compose' in node;

/** The schema of every variable a tree reads, keyed by the variable, so each issue names its variable. */
export function environmentOf(tree: SettingTree): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.values(tree).flatMap((node) =>
      isEnvSetting(node)
        ? [[node.env, node.schema]]
        : Object.entries(environmentOf(isComposed(node) ? node.parts : node)),
    ),
  );
}

/** The tree's values, from the checked variables. */
export function valuesOf<Tree extends SettingTree>(tree: Tree, env: Record<string, unknown>): SettingValues<Tree> {
  const valueOf = (node: SettingTree[string]): unknown => {
    if (isEnvSetting(node)) return env[node.env];
    if (isComposed(node)) return (node.compose as (values: unknown) => unknown)(valuesOf(node.parts, env));
    return valuesOf(node, env);
  };
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, valueOf(node)])) as SettingValues<Tree>;
}
