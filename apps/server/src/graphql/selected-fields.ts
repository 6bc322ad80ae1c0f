import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names (not aliases) of the fields the document selects at `path` below the field being
 * resolved, through fragments and inline fragments. Type conditions and @skip/@include are not
 * weighed: a field that might be selected counts as selected, so a resolver that reads less for
 * fields left out never leaves out one that is sent.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.flatMap(selectionSetOf);
  for (const name of path) sets = fieldsIn(info, sets).filter((f) => f.name.value === name).flatMap(selectionSetOf);
  return new Set(fieldsIn(info, sets).map((f) => f.name.value));
}

const selectionSetOf = (node: FieldNode): SelectionSetNode[] => (node.selectionSet ? [node.selectionSet] : []);

function fieldsIn(info: GraphQLResolveInfo, sets: SelectionSetNode[]): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode, spread: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, spread);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet, spread);
      }
    }
  };
  for (const set of sets) visit(set, new Set());
  return fields;
}
