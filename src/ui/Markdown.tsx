// Renders rules Markdown as Preact elements built from the parsed tree: text stays text, never HTML.

import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { type Block, type Inline, parseMarkdown } from './markdown';
import { RULES_PICTURES } from './rules-pictures';

function renderInline(nodes: readonly Inline[]): ComponentChildren {
  return nodes.map((n, i) => inlineNode(n, i));
}

function inlineNode(n: Inline, i: number): ComponentChildren {
  switch (n.kind) {
    case 'text':
      return n.text;
    case 'strong':
      return <strong key={i}>{renderInline(n.children)}</strong>;
    case 'em':
      return <em key={i}>{renderInline(n.children)}</em>;
    case 'code':
      return <code key={i}>{n.text}</code>;
    case 'image':
      return <Picture key={i} src={n.src} alt={n.alt} />;
  }
}

/**
 * A picture of the rules text. One of the app's own rules pictures has its pixel size declared (the page does not
 * shift as it loads) and its hash in the address, the key of the picture cache (`src/app/pwa/rules-pictures.ts`).
 */
function Picture({ src, alt }: { readonly src: string; readonly alt: string }) {
  const known = RULES_PICTURES[src];
  const url = known ? `${fromBase(src)}?v=${known.hash}` : fromBase(src);
  return <img src={url} alt={alt} width={known?.width} height={known?.height} loading="lazy" decoding="async" />;
}

/** A root path in the rules text ("/rules/…") is the app's own file: it resolves under the app's base (a sub-path). */
function fromBase(src: string): string {
  return src.startsWith('/') ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src;
}

function renderBlock(b: Block, key: number): ComponentChildren {
  switch (b.kind) {
    case 'heading': {
      // Rules live under the page's own h1/h2, so their headings start one level lower.
      const Tag = (['h2', 'h3', 'h4', 'h5'] as const)[b.level - 1] ?? 'h5';
      return <Tag key={key}>{renderInline(b.content)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(b.content)}</p>;
    case 'list': {
      const items = b.items.map((it, i) => (
        <li key={i}>
          {renderInline(it.content)}
          {it.nested.map(renderBlock)}
        </li>
      ));
      return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'table':
      return (
        <div class="md-table-wrap" key={key}>
          <table>
            <thead>
              <tr>
                {b.head.map((c, i) => (
                  <th key={i}>{renderInline(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.rows.map((r, ri) => (
                <tr key={ri}>
                  {r.map((c, i) => (
                    <td key={i}>{renderInline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function Markdown({ source, testId }: { readonly source: string; readonly testId?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div class="markdown" data-testid={testId}>
      {blocks.map(renderBlock)}
    </div>
  );
}
