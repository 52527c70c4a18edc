import type { LegalBlock } from './legal-schema'

/** Headings inside a section are h3, under the section's h2. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'subheading':
      return <h3>{block.text}</h3>
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>)
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
    }
    case 'table':
      return (
        <div className="legal-table" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'contact':
      return (
        <address className="legal-contact">
          {block.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${block.email}`}>{block.email}</a>
        </address>
      )
    case 'links':
      return (
        <ul>
          {block.items.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )
  }
}
