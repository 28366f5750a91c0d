#!/usr/bin/env python3
"""Writes N recorded search responses (ResponseEnvelope<BookSearchResponse> of schema/) as
JSON files, for timing `contractkit validate` on many payloads. Every tenth one has a
key the contract lacks, every fiftieth a string where the contract says number.
usage: synth-payloads.py N FOLDER"""
import json, os, sys

n, folder = int(sys.argv[1]), sys.argv[2]
os.makedirs(folder, exist_ok=True)
for i in range(n):
    work = {"title": f"Work {i}", "subjectTags": ["Fiction"], "firstPublicationYear": 1900 + i % 120,
            "coverImageURL": f"https://covers.example.com/{i}.jpg", "primaryProvider": "openlibrary",
            "contributors": ["openlibrary"], "goodreadsWorkIDs": [str(i)], "amazonASINs": [], "librarythingIDs": [],
            "googleBooksVolumeIDs": [], "isbndbQuality": i % 100, "reviewStatus": "verified"}
    if i % 10 == 0:
        work["seriesName"] = f"Series {i}"
    if i % 50 == 0:
        work["isbndbQuality"] = f"{i:08x}-8d3a-4e6f-9b7c-2a1d5e8f0c3b"
    edition = {"isbn": f"978{i:010d}", "isbns": [f"978{i:010d}"], "title": f"Work {i}", "pageCount": 100 + i % 500,
               "format": "Paperback", "amazonASINs": [], "googleBooksVolumeIDs": [], "librarythingIDs": [], "isbndbQuality": 50}
    author = {"name": f"Author {i}", "gender": "Unknown", "birthYear": 1850 + i % 100}
    payload = {"data": {"works": [work], "editions": [edition], "authors": [author], "totalResults": 1},
               "metadata": {"timestamp": "2026-01-15T10:30:00.123Z", "traceId": f"{i:08x}", "processingTime": i % 300, "cached": False}}
    with open(os.path.join(folder, f"search-{i:04d}.json"), "w") as f:
        json.dump(payload, f, indent=2)
