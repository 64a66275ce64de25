// DialogCompiler
