package org.ponytable.cards.octgn;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One card entry of an OCTGN set file as written: its GUID, name and properties, and its other
 * side ({@code <alternate>}, a Mane Character's Boosted side) if any. Nothing is interpreted here;
 * {@link CardFacts} turns it into our card format.
 *
 * @param file the set file, for located errors
 * @param line where the entry starts (1-based)
 */
public record OctgnCard(String setName, String guid, String name, Map<String, String> properties,
    OctgnCard alternate, String file, int line, int column) {
  public OctgnCard {
    properties = Map.copyOf(properties);
  }

  /** A property's value, stripped; "" when the entry does not have it. */
  public String prop(String key) {
    String v = properties.get(key);
    return v == null ? "" : v.strip();
  }

  static OctgnCard of(String setName, OctgnXml.Element e, String file) {
    Map<String, String> props = new LinkedHashMap<>();
    for (OctgnXml.Element p : e.all("property")) {
      props.put(p.attr("name"), p.attr("value"));
    }
    OctgnCard alt = null;
    for (OctgnXml.Element a : e.all("alternate")) {
      alt = of(setName, a, file);
    }
    return new OctgnCard(setName, e.attr("id"), e.attr("name"), props, alt, file, e.line(),
        e.column());
  }
}
