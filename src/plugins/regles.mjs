// Sätteri HAST plugin: every heading whose text starts with a rule number
// ("4.3.2 Lancer les dés") becomes that rule's anchor. Its id is exactly the
// number, and a "copier le lien" button sits beside it (shown on hover and
// focus, see src/styles/clairiere.css and src/scripts/regles.ts), followed by
// an « EN » link to the same rule in Leder Games' official English rules
// when it exists there (src/lib/official-en.mjs).
import { fileURLToPath } from 'node:url';
import { RULE_HEADING } from '../lib/rule-number.mjs';
import { officialEnglishUrl } from '../lib/official-en.mjs';
import { BOOKS, rulesIndex, ruleHref, glossaryBookOfFile, glossarySlug } from '../lib/rules-index.mjs';
import { FACTIONS, FACTION_INFO } from '../engine/root/factions.ts';
import { SHORT_NAMES } from '../engine/root/glossary.ts';

/** The book of the file being rendered, from its path (content/root/loi/…). */
function bookOf(fileURL) {
  if (!fileURL) return undefined;
  const path = fileURLToPath(fileURL).split('\\').join('/');
  return Object.entries(BOOKS).find(([, b]) => path.includes(`/content/${b.dir}/`))?.[0];
}

/** Who a chapter belongs to: a faction (name, colour) or the chapter's own title. */
function ownerOfChapter(index, book, chapter) {
  const f = FACTIONS.find((id) => FACTION_INFO[id].chapter === chapter && !id.endsWith('2'));
  if (f) return { name: SHORT_NAMES[f], colour: FACTION_INFO[f].colour };
  const page = index.byKey.get(`${book}:${chapter}`);
  return { name: page ? page.title.replace(/^\S+\.\s*/, '') : chapter, colour: undefined };
}

/** Markers beside a general rule for each faction rule that changes it (<Modifie>). */
function overrideMarkers(book, n) {
  if (!book) return [];
  const index = rulesIndex();
  const by = index.overrides.get(`${book}:${n}`) ?? [];
  return by.map((r) => {
    const owner = ownerOfChapter(index, book, r.chapter);
    return {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['marque-faction'],
        href: ruleHref(r),
        title: `Règle modifiée par ${owner.name} : ${r.n} ${r.title}`,
        style: owner.colour ? `--couleur-faction: ${owner.colour}` : undefined,
        'data-pagefind-ignore': 'all',
      },
      children: [{ type: 'text', value: `${owner.name} ${r.n}` }],
    };
  });
}

/** The « EN » link to rule `n` in the official English rules, if that rule is there. */
function officialEnglishLink(book, n) {
  const href = book && officialEnglishUrl(book, n);
  if (!href) return [];
  return [
    {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['regle-en'],
        href,
        hreflang: 'en',
        target: '_blank',
        rel: 'noopener',
        'aria-label': `Règle ${n} dans la Loi officielle en anglais (EN, Leder Games), nouvel onglet`,
        title: 'La même règle dans la Loi officielle en anglais (Leder Games)',
        'data-pagefind-ignore': 'all',
      },
      children: [{ type: 'element', tagName: 'span', properties: { lang: 'en' }, children: [{ type: 'text', value: 'EN' }] }],
    },
  ];
}

const LINK_ICON =
  'M10.6 13.4a1 1 0 0 1 0-1.4l3.6-3.6a3 3 0 0 1 4.2 4.2l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a1 1 0 0 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.6 3.6a3 3 0 0 1-4.2-4.2l2.1-2.1a1 1 0 1 1 1.4 1.4L7 11.4a1 1 0 0 0 1.4 1.4l3.6-3.6a1 1 0 0 1 1.4 0Z';

/** @type {import('satteri').HastPluginDefinition} */
export const reglesPlugin = {
  name: 'clairiere-regles',
  element: {
    filter: ['h2', 'h3', 'h4', 'h5', 'h6'],
    visit(node, ctx) {
      const match = RULE_HEADING.exec(ctx.textContent(node));
      if (!match) {
        // An entry of a slug-addressed glossary (the Law of Oath's): its id is its slug.
        if (node.tagName === 'h3' && ctx.fileURL && glossaryBookOfFile(fileURLToPath(ctx.fileURL))) ctx.setProperty(node, 'id', glossarySlug(ctx.textContent(node)));
        return;
      }
      const n = match[1];
      ctx.setProperty(node, 'id', n);
      const book = bookOf(ctx.fileURL);
      const markers = overrideMarkers(book, n);
      ctx.wrapNode(node, {
        type: 'element',
        tagName: 'div',
        properties: { className: ['regle-titre', `niveau-${node.tagName}`], 'data-regle': n },
        children: [
          {
            type: 'element',
            tagName: 'button',
            properties: {
              type: 'button',
              className: ['copier-lien'],
              'data-regle': n,
              'aria-label': `Copier le lien de la règle ${n}`,
              title: 'Copier le lien',
              'data-pagefind-ignore': 'all',
            },
            children: [
              {
                type: 'element',
                tagName: 'svg',
                properties: { width: '16', height: '16', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
                children: [{ type: 'element', tagName: 'path', properties: { d: LINK_ICON, fill: 'currentColor' }, children: [] }],
              },
              { type: 'element', tagName: 'span', properties: { className: ['copier-lien-texte'] }, children: [{ type: 'text', value: 'copier le lien' }] },
            ],
          },
          ...officialEnglishLink(book, n),
          ...(markers.length
            ? [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { className: ['marques-faction'], role: 'note', 'aria-label': `Règle ${n} modifiée par des règles de faction` },
                  children: markers,
                },
              ]
            : []),
        ],
      });
    },
  },
};
