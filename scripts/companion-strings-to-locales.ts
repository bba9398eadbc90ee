/**
 * One-shot codemod (issue 13): moves the companion definitions' inline `{ en, it }` texts into
 * locales/<lng>/games/<game>.json under the top-level key "companion", and leaves keyed texts
 * (`{ key, params }`, shared/companion/definition.ts) in their place.
 *
 *   npx tsx scripts/companion-strings-to-locales.ts          # rewrite sources, write locale files
 *   npx tsx scripts/companion-strings-to-locales.ts --dry    # only report what it would do
 *
 * It rewrites three shapes: an object literal `{ en: …, it: … }`; the two arguments of a call whose
 * parameters are named `en, it` (or `notesEn, notesIt`); and the same expression in both languages
 * (a verbatim label, e.g. an odds column "1-6"); and `c ? a : b` in both languages, a text per branch. Template literals become i18next placeholders: the
 * same `${expr}` in both languages is one parameter, and `${x.en}` / `${x.it}` is a nested text `x`.
 * What it cannot rewrite it lists, to be moved by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const dry = process.argv.includes('--dry');
const gamesDir = path.join(root, 'main', 'games');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const files = fs
  .readdirSync(gamesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(gamesDir, e.name, 'companion')))
  .flatMap((e) => walk(path.join(gamesDir, e.name, 'companion')));

const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, resolveJsonModule: true, allowJs: false, noEmit: true });
const checker = program.getTypeChecker();

type Part = { text: string } | { expr: string; nested: boolean };
interface Edit { start: number; end: number; text: string }

/** A string-ish node as parts, or null when it is no literal. */
function partsOf(node: ts.Expression, lang: 'en' | 'it'): Part[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (ts.isTemplateExpression(node)) {
    const out: Part[] = [{ text: node.head.text }];
    for (const span of node.templateSpans) {
      const e = span.expression.getText();
      const m = new RegExp(`^([\\w.]+)\\.${lang}$`).exec(e);
      out.push(m ? { expr: m[1]!, nested: true } : { expr: e, nested: false });
      out.push({ text: span.literal.text });
    }
    return out;
  }
  return null;
}

const RESERVED = new Set(['count', 'context', 'ns', 'lng', 'lngs', 'defaultValue', 'replace', 'ordinal', 'key', 'interpolation']);

function paramName(expr: string, taken: Map<string, string>): string {
  const existing = [...taken].find(([, e]) => e === expr);
  if (existing) return existing[0];
  const simple = /^(?:[\w.]+\.)?(\w+)$/.exec(expr)?.[1];
  let base = simple && !/^\d/.test(simple) ? simple : 'value';
  if (RESERVED.has(base)) base = `${base}Value`;
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.set(name, expr);
  return name;
}

function slugOf(parts: Part[]): string {
  const words = parts
    .map((p) => ('text' in p ? p.text : ' '))
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  const s = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return (s || 'text').slice(0, 48);
}

// Per game: the locale tree under "companion" in both languages.
const trees = new Map<string, { en: Record<string, unknown>; it: Record<string, unknown> }>();
const leftovers: string[] = [];

function setIn(tree: Record<string, unknown>, keys: string[], value: string): void {
  let at = tree;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[keys[keys.length - 1]!] = value;
}
function getIn(tree: Record<string, unknown>, keys: string[]): unknown {
  let at: unknown = tree;
  for (const k of keys) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined;
  return at;
}

for (const file of files) {
  const sf = program.getSourceFile(file)!;
  const rel = path.relative(gamesDir, file);
  const game = rel.split(path.sep)[0]!;
  const section = rel.split(path.sep).slice(2).join('.').replace(/\.ts$/, '').split('.');
  const tree = trees.get(game) ?? { en: {}, it: {} };
  trees.set(game, tree);
  const edits: Edit[] = [];

  /** The keyed text for two literals, its locale entries written; null when they do not pair up. */
  function keyed(enNode: ts.Expression, itNode: ts.Expression): string | null {
    // The same condition in both languages: a text for each branch.
    if (ts.isParenthesizedExpression(enNode) && ts.isParenthesizedExpression(itNode)) return keyed(enNode.expression, itNode.expression);
    if (ts.isConditionalExpression(enNode) && ts.isConditionalExpression(itNode) && enNode.condition.getText() === itNode.condition.getText()) {
      const yes = keyed(enNode.whenTrue, itNode.whenTrue);
      const no = keyed(enNode.whenFalse, itNode.whenFalse);
      return yes && no ? `(${enNode.condition.getText()} ? ${yes} : ${no})` : null;
    }
    const en = partsOf(enNode, 'en');
    const it = partsOf(itNode, 'it');
    if (!en || !it) {
      if (enNode.getText() === itNode.getText()) return `{ key: 'companion.verbatim', params: { text: ${enNode.getText()} } }`;
      return null;
    }
    const taken = new Map<string, string>();
    const render = (parts: Part[]) =>
      parts.map((p) => {
        if ('text' in p) return p.text;
        const name = paramName(p.expr, taken);
        return `{{${name}}}`;
      }).join('');
    const enText = render(en);
    const exprsEn = new Set(taken.values());
    const itText = render(it);
    if (taken.size !== exprsEn.size) return null; // the Italian uses an expression the English does not
    const enExprs = en.filter((p) => !('text' in p)).map((p) => (p as { expr: string }).expr);
    if (!it.filter((p) => !('text' in p)).every((p) => enExprs.includes((p as { expr: string }).expr)) || !enExprs.every((e) => it.some((p) => 'expr' in p && p.expr === e))) return null;
    const slug = slugOf(en);
    let key = slug;
    for (let i = 2; ; i++) {
      const e = getIn(tree.en, ['companion', ...section, key]);
      const i2 = getIn(tree.it, ['companion', ...section, key]);
      if (e === undefined || (e === enText && i2 === itText)) break;
      key = `${slug}${i}`;
    }
    setIn(tree.en, ['companion', ...section, key], enText);
    setIn(tree.it, ['companion', ...section, key], itText);
    const full = `${game}:companion.${[...section, key].join('.')}`;
    if (taken.size === 0) return `{ key: '${full}' }`;
    const params = [...taken].map(([name, expr]) => (name === expr ? name : `${name}: ${expr}`)).join(', ');
    return `{ key: '${full}', params: { ${params} } }`;
  }

  function visit(node: ts.Node): void {
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties;
      const names = props.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
      if (props.length === 2 && names[0] === 'en' && names[1] === 'it' && props.every(ts.isPropertyAssignment)) {
        const text = keyed((props[0] as ts.PropertyAssignment).initializer, (props[1] as ts.PropertyAssignment).initializer);
        if (text) {
          edits.push({ start: node.getStart(), end: node.getEnd(), text });
          return;
        }
        leftovers.push(`${rel}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 120)}`);
      }
    }
    if (ts.isCallExpression(node)) {
      const sig = checker.getResolvedSignature(node);
      const params = sig?.getParameters().map((p) => p.name) ?? [];
      for (let i = 0; i + 1 < params.length; i++) {
        const pair = `${params[i]},${params[i + 1]}`;
        if (pair !== 'en,it' && pair !== 'notesEn,notesIt') continue;
        const a = node.arguments[i];
        const b = node.arguments[i + 1];
        if (!a || !b) continue;
        const text = keyed(a, b);
        if (text) {
          edits.push({ start: a.getStart(), end: b.getEnd(), text });
          for (const arg of node.arguments) if (arg !== a && arg !== b) visit(arg);
          return;
        }
        leftovers.push(`${rel}:${sf.getLineAndCharacterOfPosition(a.getStart()).line + 1}: call ${node.expression.getText()}(… ${a.getText().slice(0, 40)}, ${b.getText().slice(0, 40)} …)`);
      }
    }
    ts.forEachChild(node, visit);
  }
  const seen = new Set<string>();
  ts.forEachChild(sf, visit);
  const unique = edits.filter((e) => {
    const k = `${e.start}:${e.end}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  unique.sort((x, y) => y.start - x.start);
  let src = sf.getFullText();
  let lastStart = Infinity;
  for (const e of unique) {
    if (e.end > lastStart) throw new Error(`${rel}: overlapping edits at ${e.start}`);
    src = src.slice(0, e.start) + e.text + src.slice(e.end);
    lastStart = e.start;
  }
  if (!dry && unique.length > 0) fs.writeFileSync(file, src);
  console.log(`${rel}: ${unique.length} texts`);
}

for (const [game, tree] of trees) {
  for (const lng of ['en', 'it'] as const) {
    if (!tree[lng].companion) continue;
    const out = path.join(root, 'locales', lng, 'games', `${game}.json`);
    const existing = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
    const merged = { ...existing, companion: tree[lng].companion };
    if (!dry) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
    }
  }
}
if (leftovers.length) console.log(`\nTo move by hand:\n${leftovers.join('\n')}`);
