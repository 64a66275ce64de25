// SchemaTests
