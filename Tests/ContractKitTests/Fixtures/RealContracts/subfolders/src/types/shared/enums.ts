export enum EditionFormat {
  Hardcover = 'hardcover',
  Paperback = 'paperback',
  Ebook = 'ebook',
}
