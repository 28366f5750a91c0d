export async function lookupWikidata(id) {
  const response = await fetch(`https://www.wikidata.org/wiki/Special:EntityData/${id}.json`);
  return response.json();
}
