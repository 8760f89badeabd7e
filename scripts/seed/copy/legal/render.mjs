/**
 * Legal pages are numbered sections: [heading, ...paragraphs]. A paragraph that is an array is a
 * list; one that starts with '<' is markup as written (a table). {company} is the legal name
 * (markets/company.ts, filled by scripts/seed.mjs).
 */
export function legalHtml(intro, sections) {
  const body = sections.map(([heading, ...parts], index) => {
    const blocks = parts.map((part) => {
      if (Array.isArray(part)) return `<ul>${part.map((item) => `<li>${item}</li>`).join('')}</ul>`;
      return part.startsWith('<') ? part : `<p>${part}</p>`;
    });
    return `<h2>${index + 1}. ${heading}</h2>${blocks.join('')}`;
  });
  return `<p>${intro}</p>${body.join('')}`;
}

/** The cancellation charges as a table: [period, charge, charge with Flexible Cancellation]. */
export function chargesTable(head, rows) {
  const cells = (row, tag) => row.map((cell) => `<${tag}>${cell}</${tag}>`).join('');
  return `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
}
