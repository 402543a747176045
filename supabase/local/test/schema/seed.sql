insert into public.authors (id, name, country) values
  (1, 'Gabriel García Márquez', 'CO'),
  (2, 'Isabel Allende', 'CL'),
  (3, 'Jorge Luis Borges', 'AR');
select setval(pg_get_serial_sequence('public.authors', 'id'), 3);

insert into public.books (id, title, author_id, price, stock, tags, metadata, published_on) values
  (1, 'Cien años de soledad', 1, 45000, 10, '{novela,clasico}', '{"pages": 471}', '1967-05-30'),
  (2, 'El amor en los tiempos del cólera', 1, 39000, 0, '{novela}', '{"pages": 368}', '1985-09-05'),
  (3, 'La casa de los espíritus', 2, 42000, 5, '{novela}', null, '1982-01-01'),
  (4, 'Ficciones', 3, 30000, 3, '{cuentos,clasico}', '{"pages": 174}', '1944-01-01'),
  (5, 'El Aleph', 3, 28000, 0, '{cuentos}', null, null);
select setval(pg_get_serial_sequence('public.books', 'id'), 5);

insert into public.reviews (book_id, rating, body) values
  (1, 5, 'Obra maestra'),
  (1, 4, 'Muy buena'),
  (4, 5, 'Laberintos');
