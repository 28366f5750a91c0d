#!/usr/bin/env python3
"""Writes synthetic app models and mappers for the contract synth-contract.py writes:
for each EntityN, a class EntityN (vars with defaults, `description` stored as
`summary`, `position` flattened, the parent as a relationship, a computed property)
and, in DTOMapper files, a create mapper `mapToEntityN(_:)` (which maps the parent
through the previous entity's mapper) and a merge mapper `mergeEntityN(dto:into:)`
in the sample app's style. Like a real app, most of it is right: every tenth entity's model
lacks `rank` and its merge mapper skips `ownerID`. Files hold 100 types each.

usage: synth-app.py N OUTPUT_DIR      (writes OUTPUT_DIR/Models and OUTPUT_DIR/Mappers)
"""
import os
import sys

FIELDS = [  # name, model type, default
    ("id", "String", '""'), ("name", "String", '""'), ("summary", "String?", None), ("count", "Int", "0"),
    ("score", "Double?", None), ("active", "Bool", "false"), ("tags", "[String]", "[]"), ("kind", "String", '""'),
    ("kinds", "[String]", "[]"), ("createdAt", "Date?", None), ("updatedAt", "String?", None),
    ("metadata", "[String: String]", "[:]"), ("externalIDs", "[String]", "[]"), ("rank", "Double?", None),
    ("ownerID", "String?", None), ("version", "Double", "0"), ("extra", "Data?", None), ("legacyName", "String?", None),
]


def model(i):
    lines = [f"/// Entity {i} as the app stores it.", f"final class Entity{i} {{"]
    for name, type_, default in FIELDS:
        if name == "rank" and i % 10 == 0:
            continue
        lines.append(f"    var {name}: {type_}" + (f" = {default}" if default else ""))
    lines += ["    var positionX: Double?", "    var positionY: Double?", f"    var parent: Entity{i - 1}?" if i > 0 else "    var parent: String?",
              "    var label: String { name.isEmpty ? id : name }", "", "    init() {}", "}", ""]
    return "\n".join(lines)


def mappers(i):
    parent = f"mapToEntity{i - 1}($0)" if i > 0 else "$0"
    rank = "entity.rank = dto.rank" if i % 10 else "// no rank in this model"
    owner = "entity.ownerID = dto.ownerID ?? entity.ownerID" if i % 10 else "// ownerID is not merged"
    return f"""    func mapToEntity{i}(_ dto: Entity{i}DTO) -> Entity{i} {{
        let entity = Entity{i}()
        entity.id = dto.id
        entity.name = dto.name
        entity.summary = dto.description
        entity.count = dto.count
        entity.score = dto.score
        entity.active = dto.active
        entity.tags = dto.tags
        entity.kind = dto.kind.rawValue
        entity.kinds = dto.kinds?.map(\\.rawValue) ?? []
        entity.createdAt = parseDate(dto.createdAt)
        entity.updatedAt = dto.updatedAt
        entity.metadata = dto.metadata ?? [:]
        entity.externalIDs = dto.externalIDs
        {rank}
        entity.ownerID = dto.ownerID
        entity.version = dto.version
        entity.extra = try? JSONEncoder().encode(dto.extra)
        entity.legacyName = dto.legacyName
        entity.parent = dto.parent.map {{ {parent} }}
        if let position = dto.position {{
            entity.positionX = position.x
            entity.positionY = position.y
        }}
        return entity
    }}

    func mergeEntity{i}(dto: Entity{i}DTO, into entity: Entity{i}) {{
        if entity.name.isEmpty {{ entity.name = dto.name }}
        entity.summary = entity.summary ?? dto.description
        entity.count = max(entity.count, dto.count)
        entity.score = dto.score ?? entity.score
        entity.active = entity.active || dto.active
        entity.tags = Array(Set(entity.tags + dto.tags)).sorted()
        entity.kind = dto.kind.rawValue
        entity.kinds = dto.kinds?.map {{ $0.rawValue }} ?? entity.kinds
        entity.updatedAt = dto.updatedAt ?? entity.updatedAt
        entity.externalIDs = dto.externalIDs
        {rank}
        {owner}
        entity.version = dto.version
        entity.id = dto.id
        entity.createdAt = parseDate(dto.createdAt) ?? entity.createdAt
        entity.metadata.merge(dto.metadata ?? [:]) {{ old, _ in old }}
        entity.extra = entity.extra ?? (try? JSONEncoder().encode(dto.extra))
        entity.legacyName = entity.legacyName ?? dto.legacyName
        entity.parent = entity.parent ?? dto.parent.map {{ {parent} }}
        guard let position = dto.position else {{ return }}
        entity.positionX = position.x
        entity.positionY = position.y
    }}
"""


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    n = int(sys.argv[1])
    out = sys.argv[2]
    os.makedirs(os.path.join(out, "Models"), exist_ok=True)
    os.makedirs(os.path.join(out, "Mappers"), exist_ok=True)
    for start in range(0, n, 100):
        end = min(n, start + 100)
        with open(os.path.join(out, "Models", f"Entities{start}.swift"), "w") as f:
            f.write("import Foundation\n\n" + "\n".join(model(i) for i in range(start, end)))
        with open(os.path.join(out, "Mappers", f"DTOMapper{start}.swift"), "w") as f:
            f.write("import Foundation\n\n/// Converts synthetic DTOs to models.\n")
            f.write(f"extension DTOMapper {{\n" + "\n".join(mappers(i) for i in range(start, end)) + "}\n")


if __name__ == "__main__":
    main()
